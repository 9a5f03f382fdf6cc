import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { spaces } from '../Stack/Stack.css';

export const inline = recipe({
  base: { display: 'flex', flexWrap: 'wrap', minWidth: 0 },
  variants: {
    space: spaces,
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
  },
  defaultVariants: { space: 'small', align: 'start', alignY: 'center' },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
