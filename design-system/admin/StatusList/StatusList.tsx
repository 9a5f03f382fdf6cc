import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { HealthStatus } from '../../../domain/entities';
import { HealthBadge } from '../HealthBadge';
import * as styles from './StatusList.css';

export interface StatusItem {
  readonly id?: string;
  readonly name: string;
  readonly status: HealthStatus;
  /** a line under the name ("Database answered in 3 ms") */
  readonly detail?: ReactNode;
  /** a figure on the right ("3 of 6", "42%") */
  readonly value?: ReactNode;
}

export interface StatusListProps {
  items: readonly StatusItem[];
  /** names the list for screen readers */
  label: string;
  className?: string;
}

/** Named parts with their health: the health checks, the real-time metrics. */
export function StatusList({ items, label, className }: StatusListProps) {
  return (
    <ul className={clsx(styles.list, className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.id ?? item.name} className={styles.item}>
          <span className={styles.text}>
            <span className={styles.name}>{item.name}</span>
            {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
          </span>
          <span className={styles.end}>
            {item.value !== undefined ? <span className={styles.value}>{item.value}</span> : null}
            <HealthBadge status={item.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}
