import { clsx } from 'clsx';
import type { MarketingStat } from '../../../domain/marketing/types';
import * as styles from './StatsBand.css';

export interface StatsBandProps {
  readonly stats: readonly MarketingStat[];
  readonly className?: string;
}

/**
 * Headline figures in a row (two by two on a phone). A description list: each figure is read
 * with what it measures, so "99.9%" is never a bare number.
 */
export function StatsBand({ stats, className }: StatsBandProps) {
  return (
    <dl className={clsx(styles.root, className)}>
      {stats.map((stat) => (
        <div key={stat.id} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
          {stat.detail ? <dd className={styles.detail}>{stat.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
