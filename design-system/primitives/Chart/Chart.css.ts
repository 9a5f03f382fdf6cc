import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/**
 * The SVG scales with its box, so on a phone its 11-unit labels would shrink to about 5 px.
 * Narrow figures draw their labels larger in SVG units, so they stay about 10-11 px on screen.
 */
const chartFigure = createContainer('chart');
const narrowLabels = {
  '@container': {
    [`${chartFigure} (max-width: 40rem)`]: { fontSize: 15 },
    [`${chartFigure} (max-width: 30rem)`]: { fontSize: 18 },
    [`${chartFigure} (max-width: 22rem)`]: { fontSize: 20 },
  },
} as const;

export const figure = style({
  containerType: 'inline-size',
  containerName: chartFigure,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const caption = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
  fontFamily: vars.font.body,
});

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const tickLabel = style({ fill: vars.color.textMuted, fontSize: 11, ...narrowLabels });

/** Series colours: semantic tokens, so both themes keep their contrast. */
export const seriesStroke = styleVariants({
  brand: { stroke: vars.color.brand },
  accent: { stroke: vars.color.accent },
  positive: { stroke: vars.color.positive },
  caution: { stroke: vars.color.caution },
  critical: { stroke: vars.color.critical },
  info: { stroke: vars.color.info },
});
export const seriesFill = styleVariants({
  brand: { fill: vars.color.brand },
  accent: { fill: vars.color.accent },
  positive: { fill: vars.color.positive },
  caution: { fill: vars.color.caution },
  critical: { fill: vars.color.critical },
  info: { fill: vars.color.info },
});

export const line = style({ fill: 'none', strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' });
export const area = style({ opacity: 0.12 });
export const valueLabel = style({ fill: vars.color.text, fontSize: 11, fontWeight: vars.fontWeight.medium, ...narrowLabels });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });
export const swatch = style({ width: '0.75rem', height: '0.75rem', borderRadius: vars.radius.small, flexShrink: 0 });
export const swatchColour = styleVariants({
  brand: { background: vars.color.brand },
  accent: { background: vars.color.accent },
  positive: { background: vars.color.positive },
  caution: { background: vars.color.caution },
  critical: { background: vars.color.critical },
  info: { background: vars.color.info },
});
