/**
 * Starting a Stripe checkout for an A/B testing or heat-map plan (spec section 7): the body of
 * `POST /api/create-payment`, the call, what a failure means to the visitor, and the log line
 * a developer reads. Framework-free, so it is unit-tested without a browser.
 */
import type { CreatePaymentRequest, CreatePaymentResponse } from '../../domain/api';
import { checkoutFailureKind, messages, type CheckoutFailureKind } from '../../domain/messages';
import type { SubscriptionPriceId } from '../../domain/plans';

/** The exact body the spec fixes (shared with the plan buttons' form posts). */
export { checkoutRequest } from '../../domain/checkout-form';

export type CheckoutFailure = CheckoutFailureKind;

interface ErrorLike {
  kind?: unknown;
  status?: unknown;
  message?: unknown;
}

/**
 * 503 with the server's "payments are not configured" message is an honest "not switched on
 * here"; 429 is "slow down"; anything else (network, a Stripe outage, a broken answer) is the
 * general "could not start checkout, try again".
 */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (e.kind !== 'http' || typeof e.status !== 'number') return 'unavailable';
  return checkoutFailureKind(e.status, typeof e.message === 'string' ? e.message : undefined);
}

/**
 * The detail for developers. A warning rather than an error: the page has handled it and told
 * the visitor. The spec's own words are kept for the missing-url case (section 8).
 */
export function logCheckoutFailure(priceId: SubscriptionPriceId, error: unknown): void {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const detail = e.kind === 'invalid-response' ? messages.noPaymentUrl : String(e.message ?? error);
  console.warn(`[checkout] ${priceId}: ${detail}`, { kind: e.kind, status: e.status });
}

export interface CheckoutDeps {
  createPayment: (body: CreatePaymentRequest) => Promise<CreatePaymentResponse>;
  /** leaves the page for Stripe: `window.location.assign` in the browser */
  navigate: (url: string) => void;
}

export type CheckoutResult = { ok: true; url: string } | { ok: false; failure: CheckoutFailure; error: unknown };

/** Asks for a Checkout Session and sends the browser to it; never throws. */
export async function runCheckout(request: CreatePaymentRequest, deps: CheckoutDeps): Promise<CheckoutResult> {
  let url: string;
  try {
    ({ url } = await deps.createPayment(request));
  } catch (error) {
    return { ok: false, failure: checkoutFailureOf(error), error };
  }
  deps.navigate(url);
  return { ok: true, url };
}

/**
 * The site's client, loaded when a visitor first presses a paid plan's button: the client and
 * its schemas (zod) stay out of the page's first load.
 */
export async function createPaymentWithSiteClient(body: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  const { api } = await import('../api/client');
  return api.createPayment(body);
}
