import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { text as textRecipe } from '../../primitives/Text/Text.css';

export const root = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

export const meta = style([textRecipe({ tone: 'muted', size: 'small' }), { margin: 0 }]);

export const variants = style([
  sprinkles({ display: 'grid', gap: 'medium' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

/** A version's Card body (the Card gives the surface, and the winner's positive edge). */
export const variant = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' });

export const variantHead = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'xsmall' });

export const variantName = style({ margin: 0 });

export const rate = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const small = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** Positions on the shared rate axis, as percentages of the track. */
export const barWidth = createVar();
export const intervalStart = createVar();
export const intervalWidth = createVar();

export const track = style({
  position: 'relative',
  height: vars.space.medium,
  marginBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
});

export const bar = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: barWidth,
    borderRadius: vars.radius.full,
  },
  variants: {
    leading: {
      true: { backgroundColor: vars.color.positive },
      false: { backgroundColor: vars.color.brand },
    },
  },
  defaultVariants: { leading: false },
});

/** The 95% interval of the rate: a whisker across the bar's end. */
export const interval = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: intervalStart,
  width: intervalWidth,
  height: vars.space.xsmall,
  transform: 'translateY(-50%)',
  borderInline: `${vars.borderWidth.strong} solid ${vars.color.text}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      borderBlockStart: `${vars.borderWidth.strong} solid ${vars.color.text}`,
      transform: 'translateY(-50%)',
    },
  },
});

export const verdict = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    borderInlineStartWidth: vars.space.xxsmall,
    borderInlineStartStyle: 'solid',
  },
  variants: {
    significant: {
      true: { backgroundColor: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
      false: { backgroundColor: vars.color.cautionSoft, borderInlineStartColor: vars.color.caution },
    },
  },
});

export const verdictText = style({
  margin: 0,
  lineHeight: vars.lineHeight.standard,
});

export const figures = style([
  sprinkles({ display: 'grid', gap: 'medium' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
    margin: 0,
  },
]);

export const figure = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  {
    minWidth: 0,
  },
]);

export const figureLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const figureValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});
