import { emptyManageSubscriptionForm, Heading, ManageSubscriptionForm } from '../../../../design-system';
import { portalLinkMessages as copy } from '../../../../domain/messages';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import * as styles from './paymentSuccess.css';

export interface PortalLinkRequestProps {
  /** the heading above the form */
  readonly heading?: string;
  readonly headingLevel?: 2 | 3;
  /** where the form posts before its scripts arrive (default the page it is on) */
  readonly action?: string;
  readonly idPrefix?: string;
}

/**
 * Asking for a one-time link to manage a subscription (request-portal-link), wired to the site
 * forms' submission flow: checked in the browser, sent, and the one answer every valid address
 * gets, announced. Posted before the scripts arrive, the server answers with this page in the
 * same state (functions/form-posts.ts).
 */
export function PortalLinkRequest({ heading = copy.formHeading, headingLevel = 2, action, idPrefix = 'manage-subscription' }: PortalLinkRequestProps) {
  const form = useFormSubmission('requestPortalLink', emptyManageSubscriptionForm);
  const headingId = `${idPrefix}-heading`;
  return (
    <section className={styles.request} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="large" id={headingId}>
        {heading}
      </Heading>
      <p className={styles.requestIntro}>{copy.formIntro}</p>
      <ManageSubscriptionForm
        labelledBy={headingId}
        idPrefix={idPrefix}
        action={action}
        {...form.formProps}
        // cleared while sending, so the same sentence is announced again for a second request
        answer={form.submitting ? null : form.acknowledged}
      />
    </section>
  );
}
