import type { ReactNode } from 'react';
import { scalePoint } from 'd3-scale';
import { area as d3Area, line as d3Line } from 'd3-shape';
import { ChartFrame, xLabelY } from './ChartFrame';
import { chartBox, chartColours, valueScale, type ChartColour } from './chartData';
import * as styles from './Chart.css';
import { groupDigits } from '../../../domain/format';

export interface LineSeries {
  name: string;
  /** One value per label of the chart, in order; `null` leaves a gap. */
  values: readonly (number | null)[];
  colour?: ChartColour;
}

export interface LineChartProps {
  title: ReactNode;
  description?: ReactNode;
  /** The x axis: one label per point ("Mon", "10:00", "Nov 3"). */
  labels: readonly string[];
  series: readonly LineSeries[];
  formatValue?: (value: number) => string;
  max?: number;
  /** Shade the area under a single series. */
  filled?: boolean;
  /** Show every nth x label (long series stay readable). */
  labelEvery?: number;
  className?: string;
}

/**
 * One or more series over shared labels, drawn as SVG with d3-shape paths. Like BarChart, the
 * figures are also in a visually hidden table for screen readers.
 */
export function LineChart({
  title,
  description,
  labels,
  series,
  formatValue = (v) => groupDigits(v),
  max,
  filled = false,
  labelEvery = 1,
  className,
}: LineChartProps) {
  const y = valueScale(
    series.flatMap((s) => s.values.filter((v): v is number => v !== null)),
    max,
  );
  const x = scalePoint<string>()
    .domain(labels.map((label, index) => `${index}`))
    .range([chartBox.left + 8, chartBox.width - chartBox.right - 8]);
  const at = (index: number) => x(`${index}`) ?? 0;
  const path = d3Line<number | null>()
    .defined((v) => v !== null && Number.isFinite(v))
    .x((_, index) => at(index))
    .y((v) => y(v ?? 0));
  const under = d3Area<number | null>()
    .defined((v) => v !== null && Number.isFinite(v))
    .x((_, index) => at(index))
    .y0(y(Math.max(0, y.domain()[0] ?? 0)))
    .y1((v) => y(v ?? 0));
  const colourOf = (s: LineSeries, index: number) => s.colour ?? chartColours[index % chartColours.length] ?? 'brand';
  return (
    <ChartFrame
      title={title}
      description={description}
      kind="line"
      y={y}
      formatValue={formatValue}
      className={className}
      legend={
        series.length > 1 ? (
          <ul className={styles.legend} aria-hidden="true">
            {series.map((s, index) => (
              <li key={s.name} className={styles.legendItem}>
                <span className={`${styles.swatch} ${styles.swatchColour[colourOf(s, index)]}`} />
                {s.name}
              </li>
            ))}
          </ul>
        ) : null
      }
      table={{
        columns: ['Point', ...series.map((s) => s.name)],
        rows: labels.map((label, index) => ({
          label,
          cells: series.map((s) => {
            const v = s.values[index];
            return v === null || v === undefined ? 'No data' : formatValue(v);
          }),
        })),
      }}
    >
      {labels.map((label, index) =>
        index % labelEvery === 0 ? (
          <text key={index} className={styles.tickLabel} x={at(index)} y={xLabelY} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
      {series.map((s, index) => {
        const colour = colourOf(s, index);
        return (
          <g key={s.name} data-series={s.name}>
            {filled && series.length === 1 ? (
              <path className={`${styles.area} ${styles.seriesFill[colour]}`} d={under(s.values as (number | null)[]) ?? undefined} />
            ) : null}
            <path className={`${styles.line} ${styles.seriesStroke[colour]}`} d={path(s.values as (number | null)[]) ?? undefined} />
          </g>
        );
      })}
    </ChartFrame>
  );
}
