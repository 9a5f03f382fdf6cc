import { useHydrated } from '@tanstack/react-router';
import { Button, CheckoutNotice } from '../../../../design-system';
import { messages, paymentMessages } from '../../../../domain/messages';
import { useCheckoutVerdict, type CheckoutVerdict } from '../../../checkout/checkoutVerdict';
import type { PlanPageSearch } from '../../../checkout/search';

export interface CheckoutReturnNoticeProps {
  search: Pick<PlanPageSearch, 'success' | 'canceled' | 'session_id'>;
  onDismiss: () => void;
  /** stories and tests: how the checkout is looked up (default: the checkout-session call) */
  lookup?: Parameters<typeof useCheckoutVerdict>[2];
  /** the thanks once Stripe confirms, when the page has its own words for it */
  paid?: { title: string; text: string };
  className?: string;
}

const pendingWords: Record<Exclude<CheckoutVerdict, 'paid'>, { title: string; text: string }> = {
  checking: { title: messages.checkoutCheckingTitle, text: messages.checkoutChecking },
  unconfirmed: { title: messages.checkoutUnconfirmedTitle, text: messages.checkoutUnconfirmed },
  expired: { title: paymentMessages.expiredTitle, text: paymentMessages.expiredDetail },
  unknown: { title: messages.checkoutUnknownTitle, text: messages.checkoutUnknown },
};

/**
 * The note on returning from Stripe (`?success=true` / `?canceled=true`). Public pages are
 * prerendered without a query, so the note appears only once the page has hydrated: the first
 * browser render matches the server's HTML exactly. `?success=true` alone proves nothing (anyone
 * can type it): "thank you" only once Stripe, asked about the `session_id`, says it was paid.
 */
export function CheckoutReturnNotice({ search, onDismiss, lookup, paid, className }: CheckoutReturnNoticeProps) {
  const hydrated = useHydrated();
  const verdict = useCheckoutVerdict(search.success ? search.session_id : undefined, hydrated, lookup);
  if (!hydrated || !(search.success || search.canceled)) return null;
  if (search.success && verdict !== 'paid') {
    const words = pendingWords[verdict];
    return (
      <CheckoutNotice
        outcome="pending"
        title={words.title}
        className={className}
        onDismiss={onDismiss}
        dismissLabel={messages.dismiss}
        action={
          search.session_id && verdict !== 'checking' ? (
            <Button asChild size="small" tone="secondary">
              <a href={`/payment-success?session_id=${encodeURIComponent(search.session_id)}`}>{messages.checkoutUnconfirmedDetails}</a>
            </Button>
          ) : undefined
        }
      >
        {words.text}
      </CheckoutNotice>
    );
  }
  if (search.success) {
    return (
      <CheckoutNotice
        outcome="success"
        title={paid?.title ?? messages.checkoutSucceededTitle}
        className={className}
        onDismiss={onDismiss}
        dismissLabel={messages.dismiss}
        action={
          search.session_id ? (
            <Button asChild size="small" tone="secondary">
              <a href={`/payment-success?session_id=${encodeURIComponent(search.session_id)}`}>{messages.checkoutDetails}</a>
            </Button>
          ) : undefined
        }
      >
        {paid?.text ?? messages.checkoutSucceeded}
      </CheckoutNotice>
    );
  }
  return (
    <CheckoutNotice
      outcome="canceled"
      title={messages.checkoutCanceledTitle}
      onDismiss={onDismiss}
      dismissLabel={messages.dismiss}
      className={className}
    >
      {messages.checkoutCanceled}
    </CheckoutNotice>
  );
}
