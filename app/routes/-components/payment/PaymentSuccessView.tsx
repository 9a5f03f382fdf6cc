import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { Button, PaymentStatus, type PaymentStatusProps } from '../../../../design-system';
import type { CheckoutSessionResponse } from '../../../../domain/api';
import { paymentMessages } from '../../../../domain/messages';
import { paymentStatusMachine, type PaymentStatusPolling } from '../../../machines/paymentStatusMachine';

export interface PaymentSuccessViewProps {
  /** `session_id` from the address, if it looked like one */
  sessionId: string | undefined;
  /** leaves the site for Stripe's billing portal; stories pass a spy */
  onNavigate?: (url: string) => void;
  /** shorter pauses for stories */
  polling?: PaymentStatusPolling;
}

/** "$29.00" from Stripe's amount in cents. */
function formatCharge(amountTotal: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountTotal / 100);
  } catch {
    return `${(amountTotal / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

function summaryOf(session: CheckoutSessionResponse | null, withCharge: boolean): PaymentStatusProps['summary'] {
  if (!session?.plan) return undefined;
  const rows = [
    { label: 'Plan', value: session.plan.name },
    { label: 'Price', value: session.plan.priceText },
  ];
  if (withCharge && session.paymentStatus === 'paid' && session.amountTotal !== null && session.currency) {
    rows.push({ label: 'Charged today', value: formatCharge(session.amountTotal, session.currency) });
  }
  return rows;
}

const seePlans = (
  <Button asChild tone="secondary" key="plans">
    <Link to="/pricing">{paymentMessages.backToPricing}</Link>
  </Button>
);
const contactUs = (
  <Button asChild tone="ghost" key="contact">
    <Link to="/contact">{paymentMessages.contactUs}</Link>
  </Button>
);

/**
 * The body of /payment-success: where the visitor's checkout stands, from the checkout-session
 * call, and the way to manage the subscription. Rendered on the server as "Checking your
 * payment…"; everything else happens in the browser.
 */
export function PaymentSuccessView({ sessionId, onNavigate, polling }: PaymentSuccessViewProps) {
  const machine = useMemo(
    () => (onNavigate ? paymentStatusMachine.provide({ actions: { goTo: (_, params: { url: string }) => onNavigate(params.url) } }) : paymentStatusMachine),
    [onNavigate],
  );
  const returnUrl = sessionId ? `/payment-success?session_id=${encodeURIComponent(sessionId)}` : '/payment-success';
  const [snapshot, send] = useMachine(machine, { input: { sessionId, returnUrl, polling } });
  const { session, failure, portalFailed } = snapshot.context;

  // Back from the portal through the browser's history: the button is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'portal.returned' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [send]);

  let props: PaymentStatusProps;
  if (snapshot.matches('confirmed')) {
    const opening = snapshot.matches({ confirmed: 'opening' }) || snapshot.matches({ confirmed: 'leaving' });
    props = {
      state: 'confirmed',
      title: paymentMessages.confirmedTitle,
      // An hour after checkout the session id no longer opens the portal (it sits in history and logs).
      detail: session?.canManage === false ? `${paymentMessages.confirmedDetail} ${paymentMessages.manageByEmail}` : paymentMessages.confirmedDetail,
      summary: summaryOf(session, true),
      problem: portalFailed ? paymentMessages.portalFailed : undefined,
      actions: [
        session?.canManage ? (
          <Button key="manage" loading={opening} onClick={() => send({ type: 'portal.open' })}>
            {paymentMessages.manageSubscription}
          </Button>
        ) : null,
        seePlans,
        contactUs,
      ],
    };
  } else if (snapshot.matches('pending')) {
    props = { state: 'pending', title: paymentMessages.pendingTitle, detail: paymentMessages.pendingDetail, summary: summaryOf(session, false) };
  } else if (snapshot.matches('slow')) {
    props = {
      state: 'slow',
      title: paymentMessages.slowTitle,
      detail: paymentMessages.slowDetail,
      summary: summaryOf(session, false),
      actions: [
        <Button key="again" onClick={() => send({ type: 'status.retry' })}>
          {paymentMessages.checkAgain}
        </Button>,
        contactUs,
      ],
    };
  } else if (snapshot.matches('expired')) {
    props = { state: 'expired', title: paymentMessages.expiredTitle, detail: paymentMessages.expiredDetail, actions: [seePlans, contactUs] };
  } else if (snapshot.matches('failed') && failure === 'notFound') {
    props = { state: 'notFound', title: paymentMessages.notFoundTitle, detail: paymentMessages.notFoundDetail, actions: [seePlans, contactUs] };
  } else if (snapshot.matches('failed') && failure === 'notConfigured') {
    props = { state: 'notConfigured', title: paymentMessages.notConfiguredTitle, detail: paymentMessages.notConfiguredDetail, actions: [seePlans, contactUs] };
  } else if (snapshot.matches('failed')) {
    props = {
      state: 'error',
      title: paymentMessages.errorTitle,
      detail: paymentMessages.errorDetail,
      actions: [
        <Button key="again" onClick={() => send({ type: 'status.retry' })}>
          {paymentMessages.tryAgain}
        </Button>,
        seePlans,
        contactUs,
      ],
    };
  } else {
    // checking (and the instant between an answer and its state)
    props = { state: 'loading', title: paymentMessages.checking, summary: snapshot.matches('checking') && session ? summaryOf(session, false) : undefined };
  }
  return <PaymentStatus {...props} />;
}
