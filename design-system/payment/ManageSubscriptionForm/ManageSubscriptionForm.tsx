import { errorSummaryTitle, formCommon } from '../../../domain/forms';
import { portalLinkMessages as copy } from '../../../domain/messages';
import { Banner } from '../../primitives/Banner';
import { TextField } from '../../primitives/Field';
import { SubmissionForm, type FormFieldErrors, type SubmissionFailure } from '../../forms/SubmissionForm';
import * as styles from './ManageSubscriptionForm.css';

export interface ManageSubscriptionFormValues {
  email: string;
  website: string;
}

export const emptyManageSubscriptionForm: ManageSubscriptionFormValues = { email: '', website: '' };

export interface ManageSubscriptionFormProps {
  readonly values: ManageSubscriptionFormValues;
  readonly onChange: (field: keyof ManageSubscriptionFormValues, value: string) => void;
  readonly errors?: FormFieldErrors<'email'>;
  readonly attempt?: number;
  readonly submitting?: boolean;
  readonly failure?: SubmissionFailure | null;
  /** the server's answer once the request was taken in: the same sentence for everyone */
  readonly answer?: string | null;
  readonly onSubmit: () => void;
  readonly onFirstFocus?: () => void;
  readonly labelledBy?: string;
  readonly idPrefix?: string;
  /** where the form posts before its scripts arrive (default its own page) */
  readonly action?: string;
}

/**
 * Asking for a one-time link to the billing portal by the email used at checkout
 * (/manage-subscription, /payment-success). The answer is announced in a live region that is
 * there from the start, so a screen reader hears it when it arrives; the form stays, to ask again.
 */
export function ManageSubscriptionForm({
  values,
  onChange,
  errors = {},
  attempt = 0,
  submitting = false,
  failure,
  answer,
  onSubmit,
  onFirstFocus,
  labelledBy,
  idPrefix = 'manage-subscription',
  action,
}: ManageSubscriptionFormProps) {
  const emailId = `${idPrefix}-email`;
  const problems = errors.email ? [{ fieldId: emailId, label: copy.emailLabel, message: errors.email }] : [];
  return (
    <div className={styles.root}>
      <SubmissionForm
        labelledBy={labelledBy}
        action={action}
        onSubmit={onSubmit}
        onFirstFocus={onFirstFocus}
        problems={problems}
        summaryTitle={errorSummaryTitle(problems.length)}
        attempt={attempt}
        submitting={submitting}
        failure={failure}
        submitLabel={copy.submit}
        submittingLabel={copy.sending}
        honeypot={{ label: formCommon.honeypotLabel, value: values.website, onChange: (value) => onChange('website', value) }}
      >
        <TextField
          id={emailId}
          label={copy.emailLabel}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          value={values.email}
          onChange={(event) => onChange('email', event.currentTarget.value)}
          error={errors.email}
        />
      </SubmissionForm>
      <div role="status" aria-live="polite" aria-atomic="true">
        {answer ? (
          <Banner tone="positive" role="none">
            {answer}
          </Banner>
        ) : null}
      </div>
    </div>
  );
}
