import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '../../primitives/TextLink';
import { Card } from '../../primitives/Card';
import * as styles from './AdminLinkGrid.css';

export interface AdminLinkCard {
  readonly to: string;
  readonly label: string;
  readonly description: string;
  /** a key figure shown on the card ("99.98% uptime") */
  readonly figure?: ReactNode;
  readonly icon?: ReactNode;
}

export interface AdminLinkGridProps {
  links: readonly AdminLinkCard[];
  label: string;
  className?: string;
}

/** The admin overview's shortcuts: one card per area, the whole card clickable. */
export function AdminLinkGrid({ links, label, className }: AdminLinkGridProps) {
  return (
    <ul className={clsx(styles.list, className)} aria-label={label}>
      {links.map((link) => (
        <Card as="li" key={link.to} className={styles.card} bodyClassName={styles.cardBody}>
          {link.icon ? (
            <span className={styles.icon} aria-hidden="true">
              {link.icon}
            </span>
          ) : null}
          <Link href={link.to} className={styles.link}>
            {link.label}
          </Link>
          <p className={styles.description}>{link.description}</p>
          {link.figure !== undefined ? <p className={styles.figure}>{link.figure}</p> : null}
        </Card>
      ))}
    </ul>
  );
}
