import { createFileRoute } from '@tanstack/react-router';
import { Container, PageHeader } from '../../design-system';
import { checkoutSessionIdPattern } from '../../domain/constants';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { PaymentSuccessView } from './-components/payment/PaymentSuccessView';
import { PortalLinkRequest } from './-components/payment/PortalLinkRequest';
import * as styles from './-components/payment/paymentSuccess.css';

const page = publicPages['/payment-success'];

export interface PaymentSuccessSearch {
  /** Stripe's `{CHECKOUT_SESSION_ID}`, when it looks like one */
  session_id?: string;
}

/**
 * Only a well-formed Checkout Session id is kept; anything else reads as "no session". The key
 * is always returned: the router merges what this returns over the raw query, so leaving it out
 * would let the raw value through.
 */
export function validatePaymentSuccessSearch(search: Record<string, unknown>): PaymentSuccessSearch {
  const id = search.session_id;
  return { session_id: typeof id === 'string' && checkoutSessionIdPattern.test(id) ? id : undefined };
}

export const Route = createFileRoute('/payment-success')({
  validateSearch: validatePaymentSuccessSearch,
  head: () => pageHead('/payment-success', page),
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  const { session_id: sessionId } = Route.useSearch();
  return (
    <>
      <PageHeader title={page.heading} lede={page.description} />
      <Container className={styles.body}>
        <div className={styles.status}>
          <PaymentSuccessView sessionId={sessionId} />
        </div>
        {/* Managing the subscription later (an hour after checkout the session no longer opens the portal). */}
        <PortalLinkRequest idPrefix="payment-manage" />
      </Container>
    </>
  );
}
