import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const text = recipe({
  base: { fontFamily: vars.font.body, lineHeight: vars.lineHeight.standard },
  variants: {
    tone: {
      standard: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      critical: { color: vars.color.critical },
      inherit: { color: 'inherit' },
    },
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
  },
  defaultVariants: { tone: 'standard', size: 'standard', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
