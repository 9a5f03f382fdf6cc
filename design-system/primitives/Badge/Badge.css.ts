import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      brand: { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
      accent: { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
      positive: { backgroundColor: vars.color.positiveSoft, color: vars.color.positive },
      caution: { backgroundColor: vars.color.cautionSoft, color: vars.color.caution },
      critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.critical },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
    },
    /** Solid fill for the loudest labels (Most Popular). */
    emphasis: {
      soft: {},
      strong: {},
    },
  },
  compoundVariants: [
    { variants: { tone: 'brand', emphasis: 'strong' }, style: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand } },
    { variants: { tone: 'accent', emphasis: 'strong' }, style: { backgroundColor: vars.color.accent, color: vars.color.textOnAccent } },
  ],
  defaultVariants: { tone: 'neutral', emphasis: 'soft' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
