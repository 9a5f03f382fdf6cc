import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    /** Which side of the text the switch sits on. */
    placement: {
      start: {},
      end: { flexDirection: 'row-reverse', justifyContent: 'space-between', width: '100%' },
    },
  },
  defaultVariants: { placement: 'start' },
});

export type SwitchVariants = NonNullable<RecipeVariants<typeof root>>;

export const control = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  boxSizing: 'content-box',
  width: `calc(${vars.space.large} * 2)`,
  height: vars.space.large,
  padding: vars.space.xxsmall,
  marginBlockStart: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-state=checked]': { background: vars.color.brand },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
    '&[data-invalid]': { boxShadow: `0 0 0 ${vars.borderWidth.strong} ${vars.color.critical}` },
  },
});

export const thumb = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-state=checked]': { transform: 'translateX(100%)' },
    '[dir=rtl] &[data-state=checked]': { transform: 'translateX(-100%)' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});
