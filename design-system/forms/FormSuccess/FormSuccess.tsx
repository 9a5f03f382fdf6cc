import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { Heading } from '../../primitives/Heading';
import * as styles from './FormSuccess.css';

export interface FormSuccessProps {
  readonly title: string;
  /** what happens next */
  readonly children?: ReactNode;
  /** the submission's reference, to quote on the phone */
  readonly reference?: string;
  readonly referenceLabel?: string;
  /** a download, "send another"... */
  readonly actions?: ReactNode;
  readonly headingLevel?: 2 | 3;
  /**
   * Take focus when shown (default): it replaces the form the visitor was in, so focus would
   * otherwise fall back to the top of the page.
   */
  readonly autoFocus?: boolean;
  readonly className?: string;
}

/** What a form turns into once the submission is stored: a clear yes, the reference, next steps. */
export function FormSuccess({
  title,
  children,
  reference,
  referenceLabel = 'Your reference',
  actions,
  headingLevel = 2,
  autoFocus = true,
  className,
}: FormSuccessProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={titleId} className={clsx(styles.root, className)}>
      <div className={styles.title}>
        <CircleCheck className={styles.icon} aria-hidden="true" focusable="false" />
        <Heading level={headingLevel} size="xlarge" id={titleId}>
          {title}
        </Heading>
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {reference ? (
        <dl className={styles.reference}>
          <dt className={styles.referenceLabel}>{referenceLabel}</dt>
          <dd className={styles.referenceValue}>{reference}</dd>
        </dl>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
