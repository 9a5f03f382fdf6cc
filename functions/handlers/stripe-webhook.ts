/**
 * Stripe's events about subscriptions. The signature is checked on the raw body; the event id is
 * recorded in the same transaction as its effect, so a duplicate (even a concurrent one) changes
 * nothing. Events older than what a row already reflects are recorded but not applied.
 */
import Stripe from 'stripe';
import { z } from 'zod';
import { messages } from '../../domain';
import type { Queryable } from '../db/index';
import { findUnstorableText, HttpError, json, readBodyText, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

/** Stripe events are larger than the site's own bodies. */
const maxWebhookBodyBytes = 512 * 1024;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

async function applyCheckoutCompleted(tx: Queryable, session: Stripe.Checkout.Session, eventCreated: Date): Promise<void> {
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return;
  const status = session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'active' : 'incomplete';
  // Status and amounts belong to the subscription events; this one only fills in who bought what.
  await tx.query(
    `insert into subscriptions (stripe_subscription_id, stripe_customer_id, email, customer_name, plan_lookup_key, status,
       amount_cents, currency, started_at, stripe_event_created, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $9, $8, $8, $8)
     on conflict (stripe_subscription_id) do update set
       stripe_customer_id = coalesce(excluded.stripe_customer_id, subscriptions.stripe_customer_id),
       email = coalesce(excluded.email, subscriptions.email),
       customer_name = coalesce(excluded.customer_name, subscriptions.customer_name),
       plan_lookup_key = coalesce(subscriptions.plan_lookup_key, excluded.plan_lookup_key),
       currency = coalesce(subscriptions.currency, excluded.currency),
       started_at = coalesce(subscriptions.started_at, excluded.started_at)`,
    [
      subscriptionId,
      idOf(session.customer),
      session.customer_details?.email ?? session.customer_email ?? null,
      session.customer_details?.name ?? null,
      session.metadata?.lookup_key ?? null,
      status,
      session.amount_total ?? 0,
      eventCreated,
      session.currency ?? null,
    ],
  );
}

async function applySubscription(tx: Queryable, subscription: Stripe.Subscription, deleted: boolean, eventCreated: Date): Promise<void> {
  const items = subscription.items?.data ?? [];
  const first = items[0];
  const amountCents = items.reduce((sum, item) => sum + (item.price?.unit_amount ?? 0) * (item.quantity ?? 1), 0);
  const periodEnd = first?.current_period_end ? new Date(first.current_period_end * 1000) : null;
  // A subscription set to cancel does not renew at the period end: the admin page says "ends".
  const cancelAtPeriodEnd = Boolean(subscription.cancel_at_period_end) || (subscription.cancel_at != null && !deleted);
  const startedAt = subscription.start_date ? new Date(subscription.start_date * 1000) : null;
  await tx.query(
    `insert into subscriptions (stripe_subscription_id, stripe_customer_id, plan_lookup_key, status, amount_cents,
       current_period_end, cancel_at_period_end, billing_interval, currency, started_at, stripe_event_created, updated_at)
     values ($1, $2, $3, $4, $5, $6, $8, $9, $10, coalesce($11::timestamptz, $7::timestamptz), $7, $7)
     on conflict (stripe_subscription_id) do update set
       stripe_customer_id = excluded.stripe_customer_id,
       plan_lookup_key = coalesce(excluded.plan_lookup_key, subscriptions.plan_lookup_key),
       status = excluded.status,
       amount_cents = excluded.amount_cents,
       current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end,
       billing_interval = coalesce(excluded.billing_interval, subscriptions.billing_interval),
       currency = coalesce(excluded.currency, subscriptions.currency),
       started_at = coalesce($11::timestamptz, subscriptions.started_at, excluded.started_at),
       stripe_event_created = excluded.stripe_event_created,
       updated_at = excluded.updated_at
     where subscriptions.stripe_event_created is null or subscriptions.stripe_event_created <= excluded.stripe_event_created`,
    [
      subscription.id,
      idOf(subscription.customer),
      first?.price?.lookup_key ?? subscription.metadata?.lookup_key ?? null,
      deleted ? 'canceled' : subscription.status,
      amountCents,
      periodEnd,
      eventCreated,
      cancelAtPeriodEnd,
      first?.price?.recurring?.interval ?? null,
      subscription.currency ?? first?.price?.currency ?? null,
      startedAt,
    ],
  );
}

/**
 * The parts of an event this handler reads, with the types its columns need. Stripe's own events
 * always fit; anything else that carries a valid signature (a test tool, a mistake) is a 400
 * instead of a failed insert (a 500 Stripe would retry for days).
 */
const stripeId = z.union([z.string().min(1).max(255), z.looseObject({ id: z.string().min(1).max(255) })]).nullish();
const shortText = z.string().max(1000).nullish();
/** seconds since 1970, up to the year 9999 */
const unixSeconds = z.number().int().min(0).max(253_402_300_799);
const cents = z.number().int().min(0).max(2_000_000_000).nullish();
const metadata = z.record(z.string(), z.string().max(500)).nullish();

const webhookEvent = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: unixSeconds,
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});
const checkoutSessionObject = z.looseObject({
  mode: shortText,
  subscription: stripeId,
  customer: stripeId,
  payment_status: shortText,
  customer_email: shortText,
  customer_details: z.looseObject({ email: shortText, name: shortText }).nullish(),
  metadata,
  amount_total: cents,
  currency: shortText,
});
const subscriptionObject = z.looseObject({
  id: z.string().min(1).max(255),
  customer: stripeId,
  status: z.string().min(1).max(100),
  metadata,
  currency: shortText,
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: unixSeconds.nullish(),
  start_date: unixSeconds.nullish(),
  items: z
    .looseObject({
      data: z
        .array(
          z.looseObject({
            price: z
              .looseObject({ unit_amount: cents, lookup_key: shortText, currency: shortText, recurring: z.looseObject({ interval: shortText }).nullish() })
              .nullish(),
            quantity: z.number().int().min(0).max(10_000).nullish(),
            current_period_end: unixSeconds.nullish(),
          }),
        )
        .max(100),
    })
    .nullish(),
})
  // amount_cents is an integer column
  .refine((s) => (s.items?.data ?? []).reduce((sum, item) => sum + (item.price?.unit_amount ?? 0) * (item.quantity ?? 1), 0) <= 2_147_483_647);

/** The event if it has the shape (and the text) the tables can take; otherwise a 400. */
function checkedEvent(event: unknown): Stripe.Event {
  const parsed = webhookEvent.safeParse(event);
  const objectSchema =
    parsed.success && parsed.data.type === 'checkout.session.completed'
      ? checkoutSessionObject
      : parsed.success && (handledWebhookEvents as readonly string[]).includes(parsed.data.type)
        ? subscriptionObject
        : null;
  if (!parsed.success || (objectSchema && !objectSchema.safeParse(parsed.data.data.object).success) || findUnstorableText(event) !== undefined) {
    throw new HttpError(400, 'The webhook event is not a valid Stripe event.');
  }
  return event as Stripe.Event;
}

/**
 * `created` is handled like `updated`: it brings the period end, which the checkout event does
 * not carry, and Stripe may deliver it before or after `checkout.session.completed`.
 */
export const handledWebhookEvents = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

export function createStripeWebhookHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('stripe-webhook', async (request) => {
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(503, messages.paymentsNotConfigured);
    const signature = request.headers.get('stripe-signature');
    if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header.');
    const payload = await readBodyText(request, maxWebhookBodyBytes);
    let signed: unknown;
    try {
      signed = await Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, undefined, now().getTime());
    } catch {
      throw new HttpError(400, 'The webhook signature is not valid.');
    }
    const event = checkedEvent(signed);
    const eventCreated = new Date(event.created * 1000);
    const duplicate = await deps.db.transaction(async (tx) => {
      const recorded = await tx.query(
        'insert into processed_webhook_events (event_id, event_type, processed_at) values ($1, $2, $3) on conflict (event_id) do nothing returning event_id',
        [event.id, event.type, now()],
      );
      if (recorded.length === 0) return true;
      switch (event.type) {
        case 'checkout.session.completed':
          await applyCheckoutCompleted(tx, event.data.object, eventCreated);
          break;
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
          await applySubscription(tx, event.data.object, false, eventCreated);
          break;
        case 'customer.subscription.deleted':
          await applySubscription(tx, event.data.object, true, eventCreated);
          break;
        default:
          break;
      }
      return false;
    });
    return json(duplicate ? { received: true, duplicate: true } : { received: true });
  });
}
