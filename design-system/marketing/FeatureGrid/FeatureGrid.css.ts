import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/** The narrowest an item may be before the row wraps. */
const itemMinWidth = createVar();

/**
 * Rows wrap, and the items of the last row grow to share it: five beliefs sit three and two, with
 * no empty cell at the end of a row, whatever the count.
 */
export const grid = recipe({
  base: {
    listStyle: 'none',
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.large,
  },
  variants: {
    /** About how many columns fit a full-width page: four facts in a row, or six benefits in two rows of three. */
    columns: {
      four: { vars: { [itemMinWidth]: '15rem' } },
      three: { vars: { [itemMinWidth]: '19rem' } },
    },
  },
  defaultVariants: { columns: 'four' },
});

/** Each item is a Card (raised on the page, muted in a tinted band): its share of the row. */
export const item = style({
  flex: `1 1 min(100%, ${itemMinWidth})`,
});

/** A card that is a link (`to`): the whole card is the target, its focus ring drawn outside. */
export const linkedItem = style({
  position: 'relative',
  overflow: 'visible',
  transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.medium },
    '&:focus-within': { borderColor: vars.color.brand },
  },
});

/** The title's link in a linked card; the text stays the accessible name, its `::after` covers the card. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
  },
});

/** The item's body: icon, title, sentence and link in a column. */
export const itemBody = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' });

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    borderRadius: vars.radius.medium,
    marginBlockEnd: vars.space.xxsmall,
  },
  variants: {
    tone: {
      surface: { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
      muted: { backgroundColor: vars.color.surface, color: vars.color.brand },
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const svgHolder = style({});

globalStyle(`${svgHolder} svg`, { width: vars.iconSize.xlarge, height: vars.iconSize.xlarge });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const figure = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export type FeatureGridVariants = NonNullable<RecipeVariants<typeof icon>> & NonNullable<RecipeVariants<typeof grid>>;

/** Pushed to the bottom, so links line up along a row of items of different lengths. */
export const link = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xsmall,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
});
