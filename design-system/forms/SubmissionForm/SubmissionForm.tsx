import { clsx } from 'clsx';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { FormErrorSummary, focusFirstInvalidField, type FormErrorSummaryItem } from '../FormErrorSummary';
import { HoneypotField } from '../HoneypotField';
import * as styles from './SubmissionForm.css';
import { Form } from '../../primitives/Form';

/** A message per field name; a field without one is fine. */
export type FormFieldErrors<F extends string = string> = Readonly<Partial<Record<F, string>>>;

/** Why the last submission did not go through (offline, server error, rate limit). */
export interface SubmissionFailure {
  readonly title: string;
  readonly message: string;
}

export interface SubmissionFormProps {
  /** Accessible name of the form: the id of its visible heading. */
  readonly labelledBy?: string;
  readonly onSubmit: () => void;
  /** First focus inside the form: a good moment to load what submitting needs. */
  readonly onFirstFocus?: () => void;
  /** The field problems, in field order, for the summary (the fields show theirs beside them). */
  readonly problems: readonly FormErrorSummaryItem[];
  readonly summaryTitle: string;
  /**
   * Counts refused submissions: each new value moves focus to the first invalid field, so a
   * keyboard or screen-reader user lands where the work is.
   */
  readonly attempt: number;
  readonly submitting: boolean;
  readonly failure?: SubmissionFailure | null;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly honeypot: { readonly label: string; readonly value: string; readonly onChange: (value: string) => void };
  /** e.g. "Fields marked * are required." above the fields */
  readonly requiredNote?: ReactNode;
  /** small print under the button (privacy) */
  readonly footnote?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
  /** where the form posts before its scripts arrive; default its own page (with its query) */
  readonly action?: string;
}

/**
 * The frame every site form shares: the error summary, the fields, the honeypot, the reason
 * the last attempt failed, and the submit button. The browser's own validation bubbles are off
 * (`noValidate`): messages come from the domain schemas and sit beside their fields.
 */
export function SubmissionForm({
  labelledBy,
  onSubmit,
  onFirstFocus,
  problems,
  summaryTitle,
  attempt,
  submitting,
  failure,
  submitLabel,
  submittingLabel,
  honeypot,
  requiredNote,
  footnote,
  children,
  className,
  action,
}: SubmissionFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focused = useRef(false);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalidField(formRef.current, formRef.current?.querySelector('[data-error-summary]'));
  }, [attempt]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      className={clsx(styles.root, className)}
      onSubmit={submit}
      onFocus={() => {
        if (focused.current) return;
        focused.current = true;
        onFirstFocus?.();
      }}
    >
      <FormErrorSummary title={summaryTitle} items={problems} />
      {requiredNote ? <p className={styles.requiredNote}>{requiredNote}</p> : null}
      <div className={styles.fields}>{children}</div>
      <HoneypotField label={honeypot.label} value={honeypot.value} onChange={honeypot.onChange} />
      {failure ? (
        <Banner tone="critical" title={failure.title} role="alert">
          {failure.message}
        </Banner>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="large" loading={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </Form>
  );
}
