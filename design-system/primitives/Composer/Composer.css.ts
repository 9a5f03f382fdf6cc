import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../Box/sprinkles.css';

/** The box (with its hint under it) and Send beside its first line. */
export const root = sprinkles({ display: 'grid', gridTemplateColumns: 'contentAction', alignItems: 'start', gap: 'small' });

export const textarea = recipe({
  base: { resize: 'none' },
  variants: {
    size: {
      /** one line that grows with the text to about three, then scrolls (a chat thread's footer) */
      compact: { fieldSizing: 'content', minHeight: vars.size.touch, maxHeight: `calc(${vars.size.touch} * 3.5)` },
      /** two lines to start with (the assistant's dialog) */
      roomy: { minHeight: `calc(${vars.size.touch} * 1.6)`, maxHeight: `calc(${vars.size.touch} * 4)` },
    },
  },
  defaultVariants: { size: 'compact' },
});

export const send = recipe({
  variants: {
    size: {
      compact: {},
      /** as tall as the box's first lines */
      roomy: { minHeight: `calc(${vars.size.touch} * 1.6)` },
    },
  },
  defaultVariants: { size: 'compact' },
});

export type ComposerVariants = NonNullable<RecipeVariants<typeof textarea>>;
