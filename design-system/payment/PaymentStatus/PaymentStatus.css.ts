import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { text as textRecipe } from '../../primitives/Text/Text.css';

/** The panel (a Card whose top edge takes the state's colour) keeps to a reading width. */
export const root = style({ maxWidth: vars.size.prose });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** The colour of the state, on the card's top edge and behind its icon. */
export type PaymentTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical';

export const heading = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.space.xxlarge,
    height: vars.space.xxlarge,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
      positive: { backgroundColor: vars.color.positiveSoft, color: vars.color.positive },
      caution: { backgroundColor: vars.color.cautionSoft, color: vars.color.caution },
      critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingBlockStart: vars.space.xsmall,
});

export const detail = textRecipe({ tone: 'muted' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

/** dt and dd pairs in a div (valid in a dl) that the grid sees through */
export const row = style({ display: 'contents' });

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  alignSelf: 'baseline',
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  alignSelf: 'baseline',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The live region is always there (so an inserted message is announced); empty, it takes no room. */
export const problemRegion = style({
  selectors: {
    '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.large})` },
  },
});

export const problem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const problemIcon = style({
  flexShrink: 0,
  width: vars.space.medium,
  height: vars.space.medium,
});
