import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

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
      /** inside a tinted band: flat and muted, no lift */
      muted: {
        backgroundColor: vars.color.surfaceMuted,
        boxShadow: 'none',
      },
      /** chosen by the visitor (an add-on they added): a positive edge, with `edge="strong"` */
      selected: { borderColor: vars.color.positive },
    },
    /** The edge's weight: `strong` for a card whose edge changes with its state (tone `selected`), and for the hosting and workflow plan cards, drawn with it throughout. */
    edge: {
      standard: {},
      strong: {
        borderWidth: vars.borderWidth.strong,
        transitionProperty: 'border-color',
        transitionDuration: vars.motion.fast,
      },
    },
    /** A thick top edge in a status colour (a payment's state); the state is also said in words. */
    status: {
      none: {},
      neutral: { borderBlockStartWidth: vars.space.xxsmall, borderBlockStartColor: vars.color.borderStrong },
      info: { borderBlockStartWidth: vars.space.xxsmall, borderBlockStartColor: vars.color.info },
      positive: { borderBlockStartWidth: vars.space.xxsmall, borderBlockStartColor: vars.color.positive },
      caution: { borderBlockStartWidth: vars.space.xxsmall, borderBlockStartColor: vars.color.caution },
      critical: { borderBlockStartWidth: vars.space.xxsmall, borderBlockStartColor: vars.color.critical },
    },
    /** The shadow: `none` for a flat item in a list of records, `medium` for a panel standing alone (a sign-in form). */
    lift: {
      small: {},
      none: { boxShadow: 'none' },
      medium: { boxShadow: vars.shadow.medium },
    },
    padding: {
      small: { vars: { [cardPadding]: vars.space.medium } },
      medium: { vars: { [cardPadding]: vars.space.large } },
      large: { vars: { [cardPadding]: vars.space.xlarge } },
      /** medium, and small on a phone (a form's panel) */
      mediumThenSmall: {
        vars: { [cardPadding]: vars.space.large },
        '@media': { [media.upTo('phone')]: { vars: { [cardPadding]: vars.space.medium } } },
      },
      /** large, and medium up to a tablet (the payment panel) */
      largeThenMedium: {
        vars: { [cardPadding]: vars.space.xlarge },
        '@media': { [media.upTo('tablet')]: { vars: { [cardPadding]: vars.space.large } } },
      },
      /** small, and medium from a tablet up (a chart's panel) */
      smallThenMedium: {
        vars: { [cardPadding]: vars.space.medium },
        '@media': { [media.from('tablet')]: { vars: { [cardPadding]: vars.space.large } } },
      },
      /** none: the card's parts bring their own padding and edges (a chat thread's header, log and composer) */
      none: { vars: { [cardPadding]: '0' } },
    },
  },
  defaultVariants: { tone: 'default', edge: 'standard', status: 'none', lift: 'small', padding: 'medium' },
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
