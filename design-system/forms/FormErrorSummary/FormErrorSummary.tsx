import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import * as styles from './FormErrorSummary.css';
import { focusField } from './focusField';

export interface FormErrorSummaryItem {
  /** the id of the field's control (or of its group), which the link moves focus to */
  readonly fieldId: string;
  /** the field's label (the messages name their field, so the link shows the message alone) */
  readonly label: string;
  readonly message: string;
}

export interface FormErrorSummaryProps {
  readonly title: string;
  /** in the order the fields appear */
  readonly items: readonly FormErrorSummaryItem[];
  readonly className?: string;
}

function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  focusField(field);
}

/**
 * Every problem of a form in one list above it, each a link to its field. An alert, so a
 * screen reader hears how many problems there are even while focus goes to the first field.
 * Nothing is rendered without problems.
 */
export function FormErrorSummary({ title, items, className }: FormErrorSummaryProps) {
  if (items.length === 0) return null;
  return (
    <div role="alert" data-error-summary="" className={clsx(styles.root, className)}>
      <p className={styles.title}>
        <CircleAlert className={styles.icon} aria-hidden="true" focusable="false" />
        {title}
      </p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} className={styles.link} onClick={(event) => goToField(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
