import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { StatTile, type StatTrend } from '../../primitives/StatTile';
import * as styles from './DashboardStats.css';

export interface DashboardStat {
  readonly id: string;
  readonly label: ReactNode;
  readonly value: ReactNode;
  readonly hint?: ReactNode;
  readonly icon?: ReactNode;
  readonly trend?: StatTrend;
}

export interface DashboardStatsProps {
  stats: readonly DashboardStat[];
  /** names the list for screen readers ("Key figures") */
  label: string;
  /** while figures load: the tiles say so instead of showing a number */
  busy?: boolean;
  className?: string;
}

/** A responsive row of headline figures (the Overview cards of spec section 2). */
export function DashboardStats({ stats, label, busy = false, className }: DashboardStatsProps) {
  return (
    <ul className={clsx(styles.grid, className)} aria-label={label} aria-busy={busy || undefined}>
      {stats.map((stat) => (
        <li key={stat.id}>
          <StatTile label={stat.label} value={stat.value} hint={stat.hint} icon={stat.icon} trend={stat.trend} />
        </li>
      ))}
    </ul>
  );
}
