import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { cardSurface } from '../../primitives/Card/Card.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
  },
]);

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    padding: vars.space.large,
    flexGrow: 1,
  },
]);

export const client = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { fontSize: vars.fontSize.small }]);

export const clientName = style({ color: vars.color.accent, fontWeight: vars.fontWeight.strong });

export const meta = style({ color: vars.color.textMuted });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const results = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    marginBlock: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceMuted,
    paddingInline: vars.space.small,
  },
]);

/** Figure, then what it measures, on one row; the markup keeps the label first for screen readers. */
export const result = style([
  sprinkles({ display: 'grid', alignItems: 'baseline', gap: 'small' }),
  {
    gridTemplateColumns: '5.5rem 1fr',
    gridTemplateAreas: '"value label"',
    paddingBlock: vars.space.xsmall,
    selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}` } },
  },
]);

export const resultValue = style({
  gridArea: 'value',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const resultLabel = style({ gridArea: 'label', fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const services = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xxsmall' }),
  {
    listStyle: 'none',
    padding: 0,
    marginBlockStart: 'auto',
  },
]);

export const link = style({ fontWeight: vars.fontWeight.strong });

/**
 * Rows wrap, and the cards of the last row grow to share it: two studies fill a row, five sit
 * three and two, with no empty cell whatever the count.
 */
export const grid = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'large' }),
  {
    listStyle: 'none',
    padding: 0,
  },
]);

export const gridItem = style([sprinkles({ display: 'grid' }), { flex: '1 1 min(100%, 21rem)' }]);
