import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { cardSurface } from '../../primitives/Card/Card.css';

export const figure = style([
  sprinkles({ display: 'grid', gap: 'large', gridTemplateColumns: 'one' }),
  {
    margin: 0,
    '@media': {
      [media.from('laptop')]: {
        gridTemplateColumns: 'minmax(0, 26rem) minmax(0, 1fr)',
        alignItems: 'start',
      },
    },
  },
]);

export const caption = style({
  gridColumn: '1 / -1',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  fontFamily: vars.font.heading,
  color: vars.color.text,
});

/** A picture's frame (a figure): the Card surface, muted, close round the drawing. */
export const picture = style([
  cardSurface,
  {
    margin: 0,
    padding: vars.space.xsmall,
    backgroundColor: vars.color.surfaceMuted,
    maxWidth: '26rem',
    width: '100%',
    justifySelf: 'center',
  },
]);

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  fontFamily: vars.font.body,
});

// --- the sample page, drawn as a wireframe -----------------------------------------------

export const pageBackground = style({ fill: vars.color.surface });
export const section = styleVariants({
  even: { fill: vars.color.surface },
  odd: { fill: vars.color.surfaceMuted },
});

export const region = styleVariants({
  button: { fill: vars.color.brandSoft, stroke: vars.color.brand, strokeWidth: 1.5 },
  link: { fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: '3 2' },
  image: { fill: vars.color.surfaceMuted, stroke: vars.color.borderStrong, strokeWidth: 1 },
  text: { fill: 'none', stroke: 'none' },
  field: { fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1 },
  card: { fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 },
});

export const imageCross = style({ stroke: vars.color.border, strokeWidth: 1 });
export const textLine = style({ fill: vars.color.border });
export const regionCaption = style({ fill: vars.color.textMuted, fontSize: 11, fontWeight: vars.fontWeight.medium });
export const buttonCaption = style({ fill: vars.color.brand, fontSize: 11, fontWeight: vars.fontWeight.strong });

// --- the heat ----------------------------------------------------------------------------

/** Cool to hot: semantic colours, so both themes stay legible; the words carry the meaning. */
export const band = styleVariants({
  1: { fill: vars.color.info },
  2: { fill: vars.color.positive },
  3: { fill: vars.color.caution },
  4: { fill: vars.color.accent },
  5: { fill: vars.color.critical },
});

export const heat = style({
  pointerEvents: 'none',
});

// --- legend and summary ------------------------------------------------------------------

export const side = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' }),
  {
    minWidth: 0,
  },
]);

export const legend = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' });

export const legendScale = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
  },
]);

export const swatches = style([
  sprinkles({ display: 'flex' }),
  {
    flex: '0 1 12rem',
    height: vars.space.small,
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);

export const swatch = styleVariants({
  1: { flex: 1, backgroundColor: vars.color.info, opacity: 0.45 },
  2: { flex: 1, backgroundColor: vars.color.positive, opacity: 0.6 },
  3: { flex: 1, backgroundColor: vars.color.caution, opacity: 0.72 },
  4: { flex: 1, backgroundColor: vars.color.accent, opacity: 0.82 },
  5: { flex: 1, backgroundColor: vars.color.critical, opacity: 0.92 },
});

export const summaryTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
});

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const ranking = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
  {
    margin: 0,
    paddingInlineStart: vars.space.large,
  },
]);

export const rankItem = style({
  lineHeight: vars.lineHeight.standard,
});

export const share = style({
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const insight = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.cautionSoft,
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.caution}`,
  lineHeight: vars.lineHeight.standard,
});
