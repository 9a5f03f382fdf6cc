import { useHydrated } from '@tanstack/react-router';
import { Button, CheckoutNotice } from '../../../../design-system';
import { messages } from '../../../../domain/messages';
import type { PlanPageSearch } from '../../../checkout/search';

export interface CheckoutReturnNoticeProps {
  search: Pick<PlanPageSearch, 'success' | 'canceled' | 'session_id'>;
  onDismiss: () => void;
}

/**
 * The note on returning from Stripe (`?success=true` / `?canceled=true`). Public pages are
 * prerendered without a query, so the note appears only once the page has hydrated: the first
 * browser render matches the server's HTML exactly.
 */
export function CheckoutReturnNotice({ search, onDismiss }: CheckoutReturnNoticeProps) {
  const hydrated = useHydrated();
  if (!hydrated || !(search.success || search.canceled)) return null;
  if (search.success) {
    return (
      <CheckoutNotice
        outcome="success"
        title={messages.checkoutSucceededTitle}
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
        {messages.checkoutSucceeded}
      </CheckoutNotice>
    );
  }
  return (
    <CheckoutNotice outcome="canceled" title={messages.checkoutCanceledTitle} onDismiss={onDismiss} dismissLabel={messages.dismiss}>
      {messages.checkoutCanceled}
    </CheckoutNotice>
  );
}
