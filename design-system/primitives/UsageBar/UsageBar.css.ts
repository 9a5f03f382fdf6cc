import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const reading = recipe({
  base: {
    fontWeight: vars.fontWeight.strong,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    band: {
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      critical: { color: vars.color.critical },
    },
  },
});

export const track = style({
  position: 'relative',
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transitionProperty: 'width',
    transitionDuration: vars.motion.standard,
  },
  variants: {
    band: {
      positive: { backgroundColor: vars.color.positive },
      caution: { backgroundColor: vars.color.caution },
      critical: { backgroundColor: vars.color.critical },
    },
  },
});
