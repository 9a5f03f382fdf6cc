import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card';
import * as styles from './RecordList.css';

export interface RecordListProps {
  /** what the list holds, for assistive technology ("Your sessions") */
  'aria-label': string;
  children: ReactNode;
}

/** A list of the admin's records (sessions, invitations, calls, messages, events): flat cards, stacked. */
export function RecordList({ children, ...props }: RecordListProps) {
  return (
    <ul className={styles.list} {...props}>
      {children}
    </ul>
  );
}

export interface RecordItemProps {
  /** `row`: its text beside its actions, wrapping; `stack`: a head line over its details */
  layout: 'row' | 'stack';
  /** more layout for the item's body */
  className?: string;
  children: ReactNode;
}

/** One record: a flat `Card` list item. */
export function RecordItem({ layout, className, children }: RecordItemProps) {
  return (
    <Card as="li" lift="none" padding="small" bodyClassName={clsx(layout === 'row' ? styles.rowItem : styles.stackItem, className)}>
      {children}
    </Card>
  );
}
