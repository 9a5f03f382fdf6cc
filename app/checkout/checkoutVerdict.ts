/**
 * What a plan page may say when a visitor comes back from Stripe with `?success=true`: the
 * address alone proves nothing (anyone can type it), so the page asks the checkout-session call
 * about the `session_id` Stripe appended, as /payment-success does, and says only what it learned.
 */
import { useEffect, useState } from 'react';
import type { CheckoutSessionResponse } from '../../domain/api';

export type CheckoutVerdict =
  /** asking the server */
  | 'checking'
  /** Stripe says complete and paid (or nothing to pay) */
  | 'paid'
  /** still open, or the server could not say: /payment-success follows it */
  | 'unconfirmed'
  /** the checkout ran out of time: nothing was charged */
  | 'expired'
  /** no session id in the address: nothing to check */
  | 'unknown';

export function verdictOf(session: Pick<CheckoutSessionResponse, 'status' | 'paymentStatus'>): CheckoutVerdict {
  if (session.status === 'expired') return 'expired';
  if (session.status === 'complete' && session.paymentStatus !== 'unpaid') return 'paid';
  return 'unconfirmed';
}

type Lookup = (sessionId: string) => Promise<Pick<CheckoutSessionResponse, 'status' | 'paymentStatus'>>;

const askServer: Lookup = async (sessionId) => {
  const { api } = await import('../api/client');
  return api.checkoutSession({ sessionId });
};

/** One question per session id; a failed call is "unconfirmed", never "paid". */
export function useCheckoutVerdict(sessionId: string | undefined, enabled: boolean, lookup: Lookup = askServer): CheckoutVerdict {
  const [answer, setAnswer] = useState<{ sessionId: string; verdict: CheckoutVerdict } | null>(null);
  useEffect(() => {
    if (!enabled || !sessionId) return;
    let current = true;
    lookup(sessionId).then(
      (session) => current && setAnswer({ sessionId, verdict: verdictOf(session) }),
      () => current && setAnswer({ sessionId, verdict: 'unconfirmed' }),
    );
    return () => {
      current = false;
    };
  }, [sessionId, enabled, lookup]);
  if (!sessionId) return 'unknown';
  return answer?.sessionId === sessionId ? answer.verdict : 'checking';
}
