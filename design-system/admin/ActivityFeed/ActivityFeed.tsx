import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './ActivityFeed.css';

export interface ActivityItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly detail?: ReactNode;
  /** when, in words ("5m ago") */
  readonly time: string;
  /** machine-readable time for <time> */
  readonly dateTime?: string;
}

export interface ActivityFeedProps {
  items: readonly ActivityItem[];
  label: string;
  /** shown when there is nothing yet */
  emptyText: ReactNode;
  className?: string;
}

/** Things that happened, newest first (the Overview's recent automation actions). */
export function ActivityFeed({ items, label, emptyText, className }: ActivityFeedProps) {
  if (items.length === 0) return <p className={clsx(styles.empty, className)}>{emptyText}</p>;
  return (
    <ol className={clsx(styles.list, className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.dot} aria-hidden="true" />
          <span>
            <span className={styles.title}>{item.title}</span>
            {item.detail ? <span className={styles.detail}> · {item.detail}</span> : null}
          </span>
          <time className={styles.time} dateTime={item.dateTime}>
            {item.time}
          </time>
        </li>
      ))}
    </ol>
  );
}
