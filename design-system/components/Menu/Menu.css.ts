import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { popupItem, popupPanel } from './popupList.css';

export const trigger = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touch,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
    '&[data-state=open]': { background: vars.color.surfaceMuted },
  },
});

/** The chevron inside a trigger turns when the menu is open. */
export const triggerIndicator = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${trigger}[data-state=open] &`]: { transform: 'rotate(180deg)' },
  },
});

export { popupPositioner as positioner } from './popupList.css';

export const content = style([
  popupPanel,
  {
    minWidth: '14rem',
    maxHeight: 'var(--available-height)',
    padding: vars.space.xsmall,
    color: vars.color.text,
  },
]);

export const item = style([
  popupItem,
  {
    fontSize: vars.fontSize.standard,
    textDecoration: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { color: vars.color.text },
      // A router Link in the menu marks the page the visitor is on.
      '&[data-status=active]': { color: vars.color.brand, fontWeight: vars.fontWeight.strong },
    },
  },
]);

export const separator = style({
  height: vars.borderWidth.standard,
  marginBlock: vars.space.xsmall,
  border: 0,
  background: vars.color.border,
});

export const groupLabel = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
