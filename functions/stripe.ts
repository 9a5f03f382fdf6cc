/**
 * The Stripe client and the steps the payment calls share: checkout (create-payment,
 * create-workflow-subscription), the session status (/payment-success) and the billing portal.
 * Prices are found by lookup key, never by an amount from the client (api.md).
 *
 * Idempotency: every request that changes something at Stripe (a POST) carries a key derived
 * from what it asks for, so a retry or a double click gets the first answer back instead of a
 * second object. Reads (GET: prices.list, sessions.retrieve) change nothing, and Stripe ignores
 * idempotency keys on them.
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { messages, paymentMessages, purchasablePlan, type CheckoutSessionResponse } from '../domain';
import type { Env } from './env';
import { HttpError, trustedOrigin } from './http';

/** The SDK's host/port/protocol from STRIPE_API_URL (a local test double), or Stripe's own. */
export function stripeConnectionOptions(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Without a secret key every payment call answers 503 with a plain sentence (api.md). */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new HttpError(503, messages.paymentsNotConfigured);
  return stripe;
}

export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    ...stripeConnectionOptions(env.STRIPE_API_URL),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'lone-star-web-studio' },
  });
}

/**
 * The origin return URLs must be on: SITE_ORIGIN, else (local use) the request's own when it
 * names this machine; a request naming any other host without SITE_ORIGIN is a 400, so a forged
 * Host never becomes the address Stripe sends a customer back to.
 */
export function siteOrigin(request: Request, env: Pick<Env, 'SITE_ORIGIN'>): string {
  const origin = trustedOrigin(request, env);
  if (!origin) throw new HttpError(400, messages.siteOriginUnset);
  return origin;
}

/**
 * An authority with a user-info part (`user@`, `:@`, even an empty `@`), read the way the URL
 * parser reads it: tabs and newlines dropped, backslashes as slashes, any number of slashes.
 * Empty credentials vanish in parsing, so they are looked for in the text.
 */
const userInfo = /^(?:[a-z][a-z\d+.-]*:)?\/\/+[^/?#]*@/i;

/** Resolves a URL or site-relative path against the origin; anything elsewhere, or carrying credentials, is a 400. */
export function ownUrl(value: string, origin: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    throw new HttpError(400, `Invalid "${field}": not a URL.`);
  }
  const credentials = userInfo.test(value.replace(/[\t\n\r]/g, '').trim().replace(/\\/g, '/'));
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin || credentials) {
    throw new HttpError(400, `Invalid "${field}": it must be a page of this site.`);
  }
  return url;
}

/** Stripe replaces the literal `{CHECKOUT_SESSION_ID}`, so it must not be percent-encoded. */
export function withSessionId(url: URL): string {
  const hash = url.hash;
  const base = url.href.slice(0, url.href.length - hash.length);
  return `${base}${url.search ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}${hash}`;
}

/**
 * Same click within a minute from the same address: the same Checkout Session. Every part of
 * the request is in the key, so a key is never reused with other parameters (Stripe refuses that).
 */
export function checkoutIdempotencyKey(parts: readonly string[], now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  return createHash('sha256').update([...parts, String(minute)].join('\n')).digest('base64url');
}

export async function createCheckoutSession(
  stripe: Stripe,
  options: { lookupKey: string; successUrl: URL; cancelUrl: URL; idempotencyKey: string },
): Promise<string> {
  try {
    const prices = await stripe.prices.list({ lookup_keys: [options.lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) {
      console.error(`[stripe] no active price with lookup key ${options.lookupKey}; run the Stripe set-up`);
      throw new HttpError(503, messages.paymentsNotConfigured);
    }
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: withSessionId(options.successUrl),
        cancel_url: options.cancelUrl.href,
        metadata: { lookup_key: options.lookupKey },
        subscription_data: { metadata: { lookup_key: options.lookupKey } },
      },
      { idempotencyKey: options.idempotencyKey },
    );
    if (!session.url) throw new HttpError(503, messages.checkoutFailed);
    return session.url;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error('[stripe] checkout failed', error instanceof Error ? error.message : error);
    throw new HttpError(503, messages.checkoutFailed);
  }
}

/** Stripe's "no such object" (a session id that does not exist in this account). */
function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);
}

/** Logs what Stripe said and answers the visitor a plain 503; a missing object is a 404. */
function stripeFailure(call: string, error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isResourceMissing(error)) return new HttpError(404, paymentMessages.sessionNotFound);
  console.error(`[stripe] ${call} failed`, error instanceof Error ? error.message : error);
  return new HttpError(503, paymentMessages.providerUnavailable);
}

/**
 * The status of a Checkout Session and what it bought. The plan comes from the domain tables by
 * the Stripe price's lookup key (or the lookup key our checkout wrote into the metadata), never
 * from anything the browser sends.
 */
export async function describeCheckoutSession(stripe: Stripe, sessionId: string, now: Date): Promise<CheckoutSessionResponse> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
  } catch (error) {
    throw stripeFailure('checkout.sessions.retrieve', error);
  }
  const lookupKey = session.line_items?.data[0]?.price?.lookup_key ?? session.metadata?.lookup_key ?? null;
  const plan = purchasablePlan(lookupKey);
  // Stripe may add values; anything unknown is "not finished" for the visitor.
  const status: CheckoutSessionResponse['status'] = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  const paymentStatus: CheckoutSessionResponse['paymentStatus'] =
    session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid';
  return {
    sessionId: session.id,
    status,
    paymentStatus,
    plan: plan ? { id: plan.lookupKey, name: plan.product, priceText: plan.priceText, pagePath: plan.pagePath } : null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    canManage: status === 'complete' && session.customer != null && mayOpenPortal(session, now),
  };
}

/**
 * A billing-portal session for the customer of a completed checkout: Stripe's own page where
 * the customer changes card, plan or cancels, then comes back to `returnUrl`.
 */
/** How long after a checkout its session id may open the billing portal. */
const portalFromCheckoutMs = 60 * 60_000;
const mayOpenPortal = (session: Stripe.Checkout.Session, now: Date) => now.getTime() - session.created * 1000 <= portalFromCheckoutMs;

export async function createBillingPortalSession(
  stripe: Stripe,
  options: { sessionId: string; returnUrl: URL; now: Date },
): Promise<string> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(options.sessionId);
  } catch (error) {
    throw stripeFailure('checkout.sessions.retrieve', error);
  }
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  if (session.status !== 'complete' || !customer) throw new HttpError(409, paymentMessages.nothingToManage);
  // A session id sits in browser history and logs: it opens the portal only for an hour.
  if (!mayOpenPortal(session, options.now)) throw new HttpError(403, paymentMessages.portalLinkExpired);
  try {
    const portal = await stripe.billingPortal.sessions.create(
      { customer, return_url: options.returnUrl.href },
      { idempotencyKey: checkoutIdempotencyKey(['billing-portal', customer, options.returnUrl.href], options.now) },
    );
    return portal.url;
  } catch (error) {
    throw stripeFailure('billingPortal.sessions.create', error);
  }
}
