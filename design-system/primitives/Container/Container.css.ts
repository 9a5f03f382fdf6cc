import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.gutter,
  },
  variants: {
    width: {
      content: { maxWidth: vars.size.content },
      prose: { maxWidth: vars.size.prose },
    },
  },
  defaultVariants: { width: 'content' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
