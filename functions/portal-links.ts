/**
 * Managing a subscription by email: a customer asks for a link with the email used at checkout
 * (request-portal-link); if a subscription recorded by the Stripe webhook has that address, a
 * one-time link is stored (only the SHA-256 of its token) and emailed through the outbox in the
 * same transaction. The link opens a page with a button; the button's POST uses the link up
 * (one statement, so two at once give one portal) and sends the browser to Stripe's billing portal.
 *
 * Nobody learns who is a customer: every valid request gets the same 202 and does the same work
 * (the per-email count, the lookup) in one transaction, and Stripe is never called while asking.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { portalLinkUrl } from '../domain';
import type { Database, Queryable } from './db/index';
import type { Env } from './env';
import { queuePortalLinkMail } from './mail/outbox';
import { countAttempt, hashKey, rateLimits } from './rate-limit';
import { checkoutIdempotencyKey } from './stripe';

/** How long an emailed link works. */
export const portalLinkLifetimeMs = 60 * 60_000;

/** 32 random bytes, base64url: the only copy is in the email. */
const portalLinkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const hashPortalToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The key the per-email cap counts under: a salted hash, never the address. */
const portalLinkEmailKey = (email: string, salt: string | undefined): string => `portal-link:email:${hashKey(email.trim().toLowerCase(), salt)}`;

type PortalLinkRequestOutcome = 'sent' | 'capped' | 'unknown';

/**
 * In one transaction: count the request against the address's cap, look the address up among
 * the subscriptions the webhook recorded, and (a customer, under the cap) store a new link and
 * queue its email. The caller answers the same whatever this returns.
 */
export async function requestPortalLink(
  db: Database,
  env: Pick<Env, 'IP_HASH_SALT'>,
  request: { email: string; origin: string; now: Date },
): Promise<PortalLinkRequestOutcome> {
  const { email, origin, now } = request;
  const key = portalLinkEmailKey(email, env.IP_HASH_SALT);
  return db.transaction(async (tx) => {
    // Every request counts, customer or not: the same statements either way, and at most
    // `portalLinkEmail.max` emails an hour however many requests arrive at once.
    const counted = (await countAttempt(tx, [{ key, limit: rateLimits.portalLinkEmail }], now)).get(key) ?? Infinity;
    const [customer] = await tx.query<{ stripe_customer_id: string; email: string }>(
      `select stripe_customer_id, email from subscriptions
       where lower(email) = lower($1) and stripe_customer_id is not null and not sample
       order by updated_at desc limit 1`,
      [email.trim()],
    );
    if (!customer) return 'unknown';
    if (counted > rateLimits.portalLinkEmail.max) return 'capped';
    const token = randomBytes(32).toString('base64url');
    await tx.query(`insert into portal_links (token_hash, stripe_customer_id, created_at, expires_at) values ($1, $2, $3, $4)`, [
      hashPortalToken(token),
      customer.stripe_customer_id,
      now,
      new Date(now.getTime() + portalLinkLifetimeMs),
    ]);
    // To the address Stripe recorded, not to what was typed (they differ at most in case).
    await queuePortalLinkMail(tx, customer.email, portalLinkUrl(origin, token), now);
    return 'sent';
  });
}

type PortalLinkRefusal = 'used' | 'expired' | 'unknown';

/**
 * Uses a link up: one conditional update, so of two opens at the same moment exactly one gets
 * the customer. Otherwise says why (used, expired, or never issued).
 */
export async function consumePortalLink(db: Queryable, token: string, now: Date): Promise<{ customer: string } | { refused: PortalLinkRefusal }> {
  if (!portalLinkTokenPattern.test(token)) return { refused: 'unknown' };
  const hash = hashPortalToken(token);
  const [used] = await db.query<{ stripe_customer_id: string }>(
    `update portal_links set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning stripe_customer_id`,
    [hash, now],
  );
  if (used) return { customer: used.stripe_customer_id };
  const [link] = await db.query<{ used_at: Date | null }>('select used_at from portal_links where token_hash = $1', [hash]);
  return { refused: !link ? 'unknown' : link.used_at ? 'used' : 'expired' };
}

/** Gives a link back when Stripe could not open the portal: the customer can try again with it. */
export async function releasePortalLink(db: Queryable, token: string, usedAt: Date): Promise<void> {
  await db.query('update portal_links set used_at = null where token_hash = $1 and used_at = $2', [hashPortalToken(token), usedAt]);
}

/**
 * Stripe's billing portal for the customer of a used link, returning to the site. The key names
 * this press (the moment the link was used): the SDK's own retries reuse it, while a press after
 * a refused one (the link given back) is a new request rather than a replay of the refusal.
 */
export async function createCustomerPortalSession(stripe: Stripe, customer: string, returnUrl: string, usedAt: Date): Promise<string> {
  const portal = await stripe.billingPortal.sessions.create(
    { customer, return_url: returnUrl },
    { idempotencyKey: checkoutIdempotencyKey(['portal-link', customer, returnUrl, usedAt.toISOString()], usedAt) },
  );
  return portal.url;
}
