import type { ReactNode } from 'react';
import { scaleBand } from 'd3-scale';
import { ChartFrame, xLabelY } from './ChartFrame';
import { chartBox, valueScale, type ChartColour } from './chartData';
import * as styles from './Chart.css';
import { groupDigits } from '../../../domain/format';

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  /** What the chart shows: its visible caption and accessible name. */
  title: ReactNode;
  description?: ReactNode;
  data: readonly BarDatum[];
  /** Formats values for labels, ticks and the data table ("42%", "$1,200"). */
  formatValue?: (value: number) => string;
  /** Fixed top of the value axis (100 for percentages). */
  max?: number;
  colour?: ChartColour;
  /** Name of the value column in the screen-reader table. */
  valueName?: string;
  /** Show every nth x label (long series stay readable). */
  labelEvery?: number;
  /** Leave zero bars unlabelled (a long series of mostly zeros stays readable). */
  hideZeroValues?: boolean;
  className?: string;
}

/**
 * A vertical bar chart drawn as SVG (d3-scale for the axis only; no chart runtime). The picture
 * is described by its caption and a visually hidden table of the same figures, so the numbers
 * never depend on seeing the bars.
 */
export function BarChart({
  title,
  description,
  data,
  formatValue = (v) => groupDigits(v),
  max,
  colour = 'brand',
  valueName = 'Value',
  labelEvery = 1,
  hideZeroValues = false,
  className,
}: BarChartProps) {
  const y = valueScale(
    data.map((d) => d.value),
    max,
  );
  const x = scaleBand<string>()
    .domain(data.map((d) => d.label))
    .range([chartBox.left, chartBox.width - chartBox.right])
    .padding(0.28);
  const baseline = y(0);
  return (
    <ChartFrame
      title={title}
      description={description}
      kind="bar"
      y={y}
      formatValue={formatValue}
      className={className}
      table={{ columns: ['Label', valueName], rows: data.map((d) => ({ label: d.label, cells: [formatValue(d.value)] })) }}
    >
      {data.map((d, index) => {
        const top = y(Math.max(0, d.value));
        const height = Math.abs(y(d.value) - baseline);
        const left = x(d.label) ?? 0;
        return (
          <g key={d.label} data-bar={d.label}>
            <rect className={styles.seriesFill[colour]} x={left} y={top} width={x.bandwidth()} height={height} rx={3} />
            {hideZeroValues && d.value === 0 ? null : (
              <text className={styles.valueLabel} x={left + x.bandwidth() / 2} y={top - 4} textAnchor="middle">
                {formatValue(d.value)}
              </text>
            )}
            {index % labelEvery === 0 ? (
              <text className={styles.tickLabel} x={left + x.bandwidth() / 2} y={xLabelY} textAnchor="middle">
                {d.label}
              </text>
            ) : null}
          </g>
        );
      })}
      <line className={styles.axisLine} x1={chartBox.left} x2={chartBox.width - chartBox.right} y1={baseline} y2={baseline} />
    </ChartFrame>
  );
}
