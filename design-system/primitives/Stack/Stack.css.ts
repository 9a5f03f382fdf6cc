import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const spaces = {
  none: { gap: vars.space.none },
  xxsmall: { gap: vars.space.xxsmall },
  xsmall: { gap: vars.space.xsmall },
  small: { gap: vars.space.small },
  medium: { gap: vars.space.medium },
  large: { gap: vars.space.large },
  xlarge: { gap: vars.space.xlarge },
  xxlarge: { gap: vars.space.xxlarge },
};

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    space: spaces,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center', textAlign: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { space: 'medium', align: 'stretch' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export { spaces };
