import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = recipe({
  base: [
    sprinkles({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 'xsmall' }),
    {
      paddingBlock: vars.space.xsmall,
      paddingInline: vars.space.medium,
      borderRadius: vars.radius.full,
      borderWidth: vars.borderWidth.standard,
      borderStyle: 'solid',
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
    },
  ],
  variants: {
    status: {
      healthy: { background: vars.color.positiveSoft, borderColor: vars.color.positive, color: vars.color.text },
      warning: { background: vars.color.cautionSoft, borderColor: vars.color.caution, color: vars.color.text },
      error: { background: vars.color.criticalSoft, borderColor: vars.color.critical, color: vars.color.text },
      unknown: { background: vars.color.surfaceMuted, borderColor: vars.color.border, color: vars.color.textMuted },
    },
  },
  defaultVariants: { status: 'unknown' },
});

export const icon = recipe({
  base: { width: vars.iconSize.inlineLarge, height: vars.iconSize.inlineLarge, flexShrink: 0 },
  variants: {
    status: {
      healthy: { color: vars.color.positive },
      warning: { color: vars.color.caution },
      error: { color: vars.color.critical },
      unknown: { color: vars.color.textMuted },
    },
  },
});

export const detail = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
