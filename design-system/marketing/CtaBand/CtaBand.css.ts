import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = style({ paddingBlock: vars.space.xxlarge });

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.medium,
    paddingBlock: vars.space.xxlarge,
    paddingInline: vars.space.gutter,
    textAlign: 'center',
    borderRadius: vars.radius.large,
  },
  variants: {
    tone: {
      brand: {
        backgroundColor: vars.color.brand,
        backgroundImage: `radial-gradient(circle at 85% 15%, ${vars.color.brandHover}, transparent 55%)`,
        color: vars.color.textOnBrand,
        boxShadow: vars.shadow.medium,
      },
      soft: {
        backgroundColor: vars.color.brandSoft,
        border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export type CtaBandVariants = NonNullable<RecipeVariants<typeof panel>>;

export const title = recipe({
  variants: {
    tone: {
      brand: { selectors: { '&&': { color: vars.color.textOnBrand } } },
      soft: {},
    },
  },
});

export const body = recipe({
  base: { maxWidth: vars.size.prose, fontSize: vars.fontSize.large },
  variants: {
    tone: {
      brand: { color: vars.color.textOnBrand },
      soft: { color: vars.color.text },
    },
  },
});
