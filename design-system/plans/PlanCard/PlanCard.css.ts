import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style({
  height: '100%',
});

export const header = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' });

/** Keeps the names of popular and plain cards on one line across a row of cards. */
export const badgeRow = style([
  sprinkles({ display: 'flex' }),
  {
    minHeight: `calc(${vars.fontSize.xsmall} * ${vars.lineHeight.tight} + 2 * ${vars.space.xxsmall})`,
    '@media': {
      // One card per row: nothing to line up with, so an empty row takes no room.
      [media.upTo('phablet')]: {
        selectors: { '&:empty': { display: 'none' } },
      },
    },
  },
]);

export const price = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 'xxsmall' }),
  {
    margin: 0,
    fontFamily: vars.font.heading,
    lineHeight: vars.lineHeight.tight,
  },
]);

export const amount = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const period = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const features = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    // the last flexible part of a hosting or workflow card: its action stays at the bottom
    flexGrow: 1,
  },
]);

export const feature = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
  },
  variants: {
    size: {
      standard: { lineHeight: vars.lineHeight.standard },
      small: { fontSize: vars.fontSize.small },
    },
  },
});

export const featureIcon = recipe({
  base: {
    flexShrink: 0,
    color: vars.color.positive,
  },
  variants: {
    size: {
      standard: { width: vars.iconSize.inline, height: vars.iconSize.inline, marginBlockStart: '0.25em' },
      small: { width: vars.iconSize.small, height: vars.iconSize.small, marginBlockStart: '0.15em' },
    },
  },
});

export const actions = sprinkles({ display: 'flex', flexDirection: 'column' });

/** A plan button's form (PlanCheckoutForm): only a frame, the button fills it as it fills the card. */
export const form = sprinkles({ display: 'flex', flexDirection: 'column' });

export const error = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'xsmall' }),
  {
    color: vars.color.critical,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.standard,
    // Always in the page (a live region must exist before it speaks), taking no room while empty.
    selectors: {
      '&:not(:empty)': { marginBlockStart: vars.space.xsmall },
    },
  },
]);

export const errorIcon = style({
  flexShrink: 0,
  width: vars.iconSize.inline,
  height: vars.iconSize.inline,
  marginBlockStart: '0.2em',
});

/**
 * A responsive row of plan cards: one column on phones, as many as fit beyond, at most
 * `maxColumns` (so six plans make two rows of three rather than four and two).
 */
export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space.large,
    alignItems: 'stretch',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    maxColumns: {
      // two packages side by side fill the row instead of leaving a third column empty
      2: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(18rem, calc((100% - ${vars.space.large}) / 2))), 1fr))`,
      },
      3: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(16rem, calc((100% - 2 * ${vars.space.large}) / 3))), 1fr))`,
      },
      4: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(14rem, calc((100% - 3 * ${vars.space.large}) / 4))), 1fr))`,
      },
    },
  },
  defaultVariants: { maxColumns: 3 },
});

export type PlanGridVariants = NonNullable<RecipeVariants<typeof grid>>;

export const gridItem = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    minWidth: 0,
  },
]);

// Hosting plan: the popular badge in the corner, the discounted price, then the server's specs.

export const hostingBody = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }),
  {
    position: 'relative',
    // room above the name for the corner badge; doubled class to win over the Card body's padding
    selectors: { '&&': { paddingBlockStart: vars.space.xlarge } },
  },
]);

export const cornerBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.medium,
  insetInlineEnd: vars.space.medium,
});

export const hostingHeader = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' });

export const hostingPricing = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xsmall' });

export const hostingPriceLine = style({ margin: 0 });

export const hostingPriceVisual = sprinkles({ display: 'inline-flex', alignItems: 'baseline', gap: 'xsmall' });

export const hostingAmount = style([amount, { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight }]);

export const originalPrice = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  textDecorationThickness: vars.borderWidth.strong,
});

export const perMonth = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const specs = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 'two', gap: 'xsmall' }),
  {
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

export const spec = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    minWidth: 0,
  },
]);

export const specName = style([sprinkles({ display: 'inline-flex' }), { color: vars.color.brand, flexShrink: 0 }]);

export const specIcon = style({ width: vars.iconSize.small, height: vars.iconSize.small });

export const specValue = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

// Customer workflow plan: name and badge on one line, the price, then checkout.

export const workflowBody = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' });

export const workflowTop = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'xsmall' });

export const workflowPrice = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
});
