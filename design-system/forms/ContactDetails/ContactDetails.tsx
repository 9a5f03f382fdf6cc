import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './ContactDetails.css';

export interface ContactDetail {
  readonly id: string;
  readonly label: string;
  /** the value: a tel: or mailto: link, an address, opening hours */
  readonly content: ReactNode;
  /** decorative icon (hidden from screen readers) */
  readonly icon?: ReactNode;
}

export interface ContactDetailsProps {
  readonly items: readonly ContactDetail[];
  readonly className?: string;
}

/** How to reach the agency: a list of labelled details (phone, email, studio, hours), each with an icon. */
export function ContactDetails({ items, className }: ContactDetailsProps) {
  return (
    <ul className={clsx(styles.list, className)} role="list">
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.icon ? (
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <span className={styles.label}>{item.label}</span>
          <span className={styles.value}>{item.content}</span>
        </li>
      ))}
    </ul>
  );
}
