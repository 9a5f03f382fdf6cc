import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The floating list of a Select: its positioner, its panel and the base of each item. */
export const popupPositioner = style({
  zIndex: vars.zIndex.overlay,
});

export const popupItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touch,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const popupPanel = style({
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-state=closed]': { display: 'none' },
  },
});
