import { emptyFormValues, manageSubscriptionForm, type FormValues, type ManageSubscriptionField } from '../../../domain/forms';
import { Banner } from '../../primitives/Banner';
import { FormScaffold, type FormScaffoldStateProps } from '../../forms/SubmissionForm';
import * as styles from './ManageSubscriptionForm.css';

export const emptyManageSubscriptionForm: FormValues<ManageSubscriptionField> = emptyFormValues(manageSubscriptionForm);

export interface ManageSubscriptionFormProps extends Omit<FormScaffoldStateProps<ManageSubscriptionField>, 'footnote'> {
  /** the server's answer once the request was taken in: the same sentence for everyone */
  readonly answer?: string | null;
}

/**
 * Asking for a one-time link to the billing portal by the email used at checkout
 * (/manage-subscription, /payment-success): the form scaffold drawing its one-field table
 * (domain/forms.ts). The answer is announced in a live region that is there from the start, so a
 * screen reader hears it when it arrives; the form stays, to ask again.
 */
export function ManageSubscriptionForm({ answer, ...form }: ManageSubscriptionFormProps) {
  return (
    <div className={styles.root}>
      <FormScaffold table={manageSubscriptionForm} {...form} />
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
