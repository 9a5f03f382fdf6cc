import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const cardPadding = createVar();

/**
 * A Card's raised surface: the surface colour, a standard (1 px) border, the large radius and the
 * small shadow. For an element that cannot be a `Card` (a link, a list item, a grid of its own),
 * compose it: `style([cardSurface, { padding: …, display: … }])`; padding stays the element's own.
 */
export const cardSurface = style({
  backgroundColor: vars.color.surface,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const root = recipe({
  base: [
    cardSurface,
    {
      display: 'flex',
      flexDirection: 'column',
      minWidth: 0,
      color: vars.color.text,
      overflow: 'hidden',
    },
  ],
  variants: {
    tone: {
      default: {},
      /** e.g. the Most Popular plan: accent edge and a stronger lift. */
      highlight: {
        borderColor: vars.color.accent,
        borderWidth: vars.borderWidth.strong,
        boxShadow: vars.shadow.medium,
      },
    },
    padding: {
      small: { vars: { [cardPadding]: vars.space.medium } },
      medium: { vars: { [cardPadding]: vars.space.large } },
      large: { vars: { [cardPadding]: vars.space.xlarge } },
    },
  },
  defaultVariants: { tone: 'default', padding: 'medium' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof root>>;

const section = style({ padding: cardPadding });

export const header = style([
  section,
  {
    paddingBlockEnd: 0,
  },
]);

export const body = style([section, { flexGrow: 1 }]);

export const footer = style([
  section,
  {
    borderTopWidth: vars.borderWidth.standard,
    borderTopStyle: 'solid',
    borderTopColor: vars.color.border,
    backgroundColor: vars.color.surfaceMuted,
  },
]);
