import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const group = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.small,
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
    },
  },
  defaultVariants: { align: 'start' },
});

export type ActionGroupVariants = NonNullable<RecipeVariants<typeof group>>;

/** On a brand-filled band the usual brand button would vanish: swap to canvas-coloured buttons. */
export const onBrand = recipe({
  variants: {
    tone: {
      // doubled class: wins over the button's own tone whatever order the stylesheets load in
      primary: {
        selectors: {
          '&&': { backgroundColor: vars.color.surface, color: vars.color.brand },
          '&&:hover': { backgroundColor: vars.color.brandSoft },
        },
      },
      secondary: {
        selectors: {
          '&&': { backgroundColor: 'transparent', color: vars.color.textOnBrand, borderColor: vars.color.textOnBrand },
          '&&:hover': { backgroundColor: vars.color.brandHover },
        },
      },
    },
  },
});
