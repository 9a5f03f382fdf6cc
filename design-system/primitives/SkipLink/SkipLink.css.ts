import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Off-screen until focused, then the first thing a keyboard user sees. */
export const root = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.strong,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible, &:focus': { transform: 'none' },
  },
});
