import { scaleLinear } from 'd3-scale';

export type ChartColour = 'brand' | 'accent' | 'positive' | 'caution' | 'critical' | 'info';
export const chartColours: readonly ChartColour[] = ['brand', 'accent', 'positive', 'info', 'caution', 'critical'];

/** Inner drawing box of every chart, in SVG user units (the SVG scales to its container). */
export const chartBox = { width: 640, height: 240, top: 12, right: 16, bottom: 28, left: 48 } as const;

/**
 * The value axis: from 0 (or the smallest negative value) to a "nice" maximum, with about five
 * ticks. A fixed `max` (e.g. 100 for percentages) wins over the data.
 */
export function valueScale(values: readonly number[], max?: number) {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = max ?? Math.max(1, ...finite);
  const scale = scaleLinear()
    .domain([low, high])
    .range([chartBox.height - chartBox.bottom, chartBox.top]);
  return max === undefined ? scale.nice(5) : scale;
}
