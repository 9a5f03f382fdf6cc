import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import * as styles from './LogoStrip.css';

export interface LogoStripItem {
  readonly id: string;
  /** the business's name, drawn as its wordmark */
  readonly name: string;
  /** what and where it is: "Bakery, San Antonio" */
  readonly detail?: string;
  /** a small decorative mark beside the name (hidden from screen readers) */
  readonly mark?: ReactNode;
}

export interface LogoStripProps {
  /** what the names are: "Trusted by small businesses across Texas" */
  readonly label: string;
  readonly items: readonly LogoStripItem[];
  readonly className?: string;
}

/**
 * A row of client or partner names, drawn as wordmarks from text: it scales with the type,
 * follows the theme and reads as a list of names to a screen reader.
 */
export function LogoStrip({ label, items, className }: LogoStripProps) {
  const labelId = `${useId()}-label`;
  return (
    <div className={clsx(styles.root, className)}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.mark ? (
              <span className={styles.mark} aria-hidden="true">
                {item.mark}
              </span>
            ) : null}
            <span className={styles.text}>
              <span className={styles.name}>{item.name}</span>
              {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
