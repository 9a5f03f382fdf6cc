import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    letterSpacing: '-0.01em',
  },
  variants: {
    size: {
      display: { fontSize: vars.fontSize.display, letterSpacing: '-0.02em' },
      xxlarge: { fontSize: vars.fontSize.xxlarge },
      xlarge: { fontSize: vars.fontSize.xlarge },
      large: { fontSize: vars.fontSize.large },
      standard: { fontSize: vars.fontSize.standard },
    },
  },
  defaultVariants: { size: 'xlarge' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
