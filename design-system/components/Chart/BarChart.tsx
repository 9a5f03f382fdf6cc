import { useId, type ReactNode } from 'react';
import { scaleBand } from 'd3-scale';
import { VisuallyHidden } from '../VisuallyHidden';
import { chartBox, valueScale, type ChartColour } from './chart-data';
import * as styles from './Chart.css';

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
  formatValue = (v) => v.toLocaleString('en-US'),
  max,
  colour = 'brand',
  valueName = 'Value',
  labelEvery = 1,
  hideZeroValues = false,
  className,
}: BarChartProps) {
  const id = useId();
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
    <figure className={[styles.figure, className].filter(Boolean).join(' ')}>
      <figcaption id={`${id}-title`} className={styles.caption}>
        {title}
      </figcaption>
      {description ? (
        <p id={`${id}-desc`} className={styles.description}>
          {description}
        </p>
      ) : null}
      <svg
        className={styles.svg}
        viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        data-chart="bar"
      >
        {y.ticks(5).map((tick) => (
          <g key={tick}>
            <line className={styles.gridLine} x1={chartBox.left} x2={chartBox.width - chartBox.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.tickLabel} x={chartBox.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
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
                <text className={styles.tickLabel} x={left + x.bandwidth() / 2} y={chartBox.height - chartBox.bottom + 16} textAnchor="middle">
                  {d.label}
                </text>
              ) : null}
            </g>
          );
        })}
        <line className={styles.axisLine} x1={chartBox.left} x2={chartBox.width - chartBox.right} y1={baseline} y2={baseline} />
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">{valueName}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{formatValue(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
