import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { cardSurface } from '../../primitives/Card/Card.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { disc } from '../../primitives/Box/shapes.css';

export const root = recipe({
  base: [
    cardSurface,
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: vars.space.large,
      height: '100%',
      padding: vars.space.large,
    },
  ],
  variants: {
    size: {
      standard: {},
      /** one quote given the whole width: bigger type, generous padding */
      large: { padding: vars.space.xlarge, maxWidth: '52rem', marginInline: 'auto' },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type TestimonialVariants = NonNullable<RecipeVariants<typeof root>>;

export const mark = style({
  width: '2rem',
  height: '2rem',
  color: vars.color.accent,
});

export const quote = recipe({
  base: { color: vars.color.text, fontWeight: vars.fontWeight.medium },
  variants: {
    size: {
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.xlarge, fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const caption = sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' });

export const avatar = style([
  disc,
  {
    width: vars.size.touch,
    height: vars.size.touch,
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.strong,
    fontSize: vars.fontSize.small,
  },
]);

export const who = sprinkles({ display: 'flex', flexDirection: 'column' });

export const name = style({ fontWeight: vars.fontWeight.strong });

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const list = style([
  sprinkles({ display: 'grid', gap: 'large' }),
  {
    listStyle: 'none',
    padding: 0,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 19rem), 1fr))',
  },
]);

export const listItem = sprinkles({ display: 'grid' });
