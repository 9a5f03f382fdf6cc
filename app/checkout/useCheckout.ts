import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubscriptionPriceId } from '../../domain/plans';
import {
  checkoutRequest,
  createPaymentWithSiteClient,
  logCheckoutFailure,
  runCheckout,
  type CheckoutDeps,
  type CheckoutFailure,
} from './checkout';

export interface UseCheckoutOptions extends Partial<CheckoutDeps> {
  /** the page checkout returns to: '/ab-testing', '/heat-map', '/pricing' */
  returnPath: string;
}

export interface Checkout {
  /** the plan whose checkout is under way (the browser is about to leave), if any */
  pending: SubscriptionPriceId | null;
  /** why a plan's checkout failed, shown beside it */
  errors: Partial<Record<SubscriptionPriceId, CheckoutFailure>>;
  start: (priceId: SubscriptionPriceId) => void;
}

/**
 * One checkout at a time for every paid plan on a page. A second press, on the same plan or
 * another, does nothing while one is under way (a ref, so even two clicks in the same frame
 * make one call). On success the plan stays "loading" while the browser leaves for Stripe; if
 * the visitor comes back with the Back button (page restored from the back/forward cache) the
 * buttons are ready again.
 */
export function useCheckout({ returnPath, createPayment = createPaymentWithSiteClient, navigate }: UseCheckoutOptions): Checkout {
  const [pending, setPending] = useState<SubscriptionPriceId | null>(null);
  const [errors, setErrors] = useState<Partial<Record<SubscriptionPriceId, CheckoutFailure>>>({});
  const busy = useRef(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    (priceId: SubscriptionPriceId) => {
      if (busy.current) return;
      busy.current = true;
      setPending(priceId);
      setErrors((previous) => {
        const { [priceId]: _cleared, ...rest } = previous;
        return rest;
      });
      const request = checkoutRequest(priceId, window.location.origin, returnPath);
      void runCheckout(request, {
        createPayment,
        navigate: navigate ?? ((url) => window.location.assign(url)),
      }).then((result) => {
        if (result.ok) return;
        logCheckoutFailure(priceId, result.error);
        busy.current = false;
        setPending(null);
        setErrors((previous) => ({ ...previous, [priceId]: result.failure }));
      });
    },
    [returnPath, createPayment, navigate],
  );

  return { pending, errors, start };
}
