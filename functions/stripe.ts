/**
 * The Stripe client and the checkout steps shared by create-payment and
 * create-workflow-subscription. Prices are found by lookup key, never by an amount from the
 * client (api.md).
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { messages } from '../domain';
import type { Env } from './env';
import { HttpError } from './http';

/** The SDK's host/port/protocol from STRIPE_API_URL (a local test double), or Stripe's own. */
export function stripeConnectionOptions(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
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

/** The origin return URLs must be on: SITE_ORIGIN, else the request's own. */
export function siteOrigin(request: Request, env: Pick<Env, 'SITE_ORIGIN'>): string {
  return env.SITE_ORIGIN ?? new URL(request.url).origin;
}

/** Resolves a URL or site-relative path against the origin; anything elsewhere is a 400. */
export function ownUrl(value: string, origin: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    throw new HttpError(400, `Invalid "${field}": not a URL.`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin || url.username || url.password) {
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

/** Same click within a minute from the same address: the same Checkout Session. */
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
