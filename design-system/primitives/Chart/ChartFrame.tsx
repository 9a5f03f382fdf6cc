import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { chartBox, type valueScale } from './chartData';
import * as styles from './Chart.css';

export interface ChartTable {
  /** Header of the first column, then one per value column. */
  readonly columns: readonly string[];
  readonly rows: ReadonlyArray<{ readonly label: string; readonly cells: readonly string[] }>;
}

interface ChartFrameProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly kind: 'bar' | 'line';
  /** The value axis; its ticks are drawn as grid lines with labels. */
  readonly y: ReturnType<typeof valueScale>;
  readonly formatValue: (value: number) => string;
  /** The marks: bars, lines, x labels. */
  readonly children: ReactNode;
  readonly legend?: ReactNode;
  /** The same figures for screen readers. */
  readonly table: ChartTable;
  readonly className?: string;
}

/**
 * What every chart shares: the figure with its caption (the picture's accessible name), the SVG
 * box with the value grid, an optional legend, and the visually hidden table of the figures.
 */
export function ChartFrame({ title, description, kind, y, formatValue, children, legend, table, className }: ChartFrameProps) {
  const id = useId();
  return (
    <figure className={clsx(styles.figure, className)}>
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
        data-chart={kind}
      >
        {y.ticks(5).map((tick) => (
          <g key={tick}>
            <line className={styles.gridLine} x1={chartBox.left} x2={chartBox.width - chartBox.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.tickLabel} x={chartBox.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {children}
      </svg>
      {legend}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

/** Baseline (y) of the x-axis labels, under the plot area. */
export const xLabelY = chartBox.height - chartBox.bottom + 16;
