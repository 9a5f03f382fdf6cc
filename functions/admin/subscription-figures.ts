/**
 * Every read the admin pages make of the `subscriptions` table, which only the Stripe webhook
 * fills. Revenue and active customers count what it recorded, nothing else: $0 and 0 on a new
 * install. Kept in one module so that a change of that table's columns is fixed here only.
 * (Rows flagged `sample`, which older versions seeded, are never counted; migration 013 removes them.)
 */
import { sampleCustomers, type CustomerRow, type CustomerStatus, type SubscriptionRecord } from '../../domain';
import type { Queryable } from '../db/index';
import { planLabel } from '../handlers/subscriptions-scope';

/** Stripe's subscription statuses as the dashboard's four. */
function customerStatus(status: string): CustomerStatus {
  if (status === 'active') return 'active';
  if (status === 'trialing') return 'trial';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

/** Whole dollars per month from the active subscriptions the webhook recorded; 0 when there are none. */
export async function activeMonthlyRevenue(db: Queryable): Promise<number> {
  const [row] = await db.query<{ cents: number }>(
    `select coalesce(sum(amount_cents), 0)::float8 as cents from subscriptions where status = 'active' and not sample`,
  );
  return Math.round((row?.cents ?? 0) / 100);
}

interface SubscriptionRow {
  email: string | null;
  customer_name: string | null;
  stripe_customer_id: string | null;
  plan_lookup_key: string | null;
  status: string;
  amount_cents: number;
  usage_percent: number | null;
}

/**
 * Everyone still subscribed, plus those who left after `since`, newest change first, and how
 * many distinct customers are active (a trial counts as active). Until the webhook has recorded
 * any subscription the table is the spec's sample customers, flagged `sample` so the page labels
 * it; the active count stays the real one (0).
 */
export async function hostingCustomers(
  db: Queryable,
  since: Date,
): Promise<{ activeCustomers: number; customers: CustomerRow[]; sample: boolean }> {
  const [active] = await db.query<{ n: number }>(
    `select count(distinct coalesce(email, stripe_customer_id, customer_name, stripe_subscription_id))::int as n
     from subscriptions where not sample and status in ('active', 'trialing')`,
  );
  const activeCustomers = active?.n ?? 0;
  const [any] = await db.query<{ real: boolean }>('select exists (select 1 from subscriptions where not sample) as real');
  if (!any?.real) return { activeCustomers, customers: sampleCustomers.map((c) => ({ ...c })), sample: true };
  const rows = await db.query<SubscriptionRow>(
    `select email, customer_name, stripe_customer_id, plan_lookup_key, status, amount_cents, usage_percent
     from subscriptions
     where not sample and (status not in ('canceled', 'incomplete_expired') or updated_at > $1)
     order by updated_at desc, stripe_subscription_id
     limit 500`,
    [since],
  );
  const customers = rows.map((r) => ({
    name: r.customer_name ?? r.email ?? r.stripe_customer_id ?? 'Unknown customer',
    email: r.email ?? '',
    plan: planLabel(r.plan_lookup_key),
    status: customerStatus(r.status),
    usage: Math.min(100, Math.max(0, r.usage_percent ?? 0)),
    revenue: Math.round(r.amount_cents / 100),
  }));
  return { activeCustomers, customers, sample: false };
}

interface RecordedRow extends SubscriptionRow {
  stripe_subscription_id: string;
  currency: string | null;
  billing_interval: string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean | null;
  started_at: Date | string | null;
  updated_at: Date | string;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Every subscription the webhook recorded (/admin/subscriptions), the latest change first; never a sample row. */
export async function recordedSubscriptions(db: Queryable, limit = 500): Promise<SubscriptionRecord[]> {
  const rows = await db.query<RecordedRow>(
    `select stripe_subscription_id, email, customer_name, stripe_customer_id, plan_lookup_key, status, amount_cents, usage_percent,
       currency, billing_interval, current_period_end, cancel_at_period_end, started_at, updated_at
     from subscriptions
     where not sample
     order by updated_at desc, stripe_subscription_id
     limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.stripe_subscription_id,
    customerName: r.customer_name,
    email: r.email,
    stripeCustomerId: r.stripe_customer_id,
    plan: planLabel(r.plan_lookup_key),
    status: r.status,
    amountCents: r.amount_cents,
    currency: r.currency,
    interval: r.billing_interval,
    currentPeriodEnd: isoOrNull(r.current_period_end),
    cancelAtPeriodEnd: r.cancel_at_period_end,
    startedAt: isoOrNull(r.started_at),
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}
