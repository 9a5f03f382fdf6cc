/**
 * Every read the admin pages make of the `subscriptions` table (filled by the Stripe webhook,
 * seeded with sample rows for a new install). Kept in one module so that a change of that
 * table's columns is fixed here only.
 */
import type { CustomerRow, CustomerStatus } from '../../domain';
import type { Queryable } from '../db/index';
import { planLabel, useSampleSubscriptions } from '../handlers/subscriptions-scope';

/** Stripe's subscription statuses as the dashboard's four. */
export function customerStatus(status: string): CustomerStatus {
  if (status === 'active') return 'active';
  if (status === 'trialing') return 'trial';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

/** Whole dollars per month from active subscriptions (sample rows until a real one exists). */
export async function activeMonthlyRevenue(db: Queryable): Promise<number> {
  const sample = await useSampleSubscriptions(db);
  const [row] = await db.query<{ cents: number }>(
    `select coalesce(sum(amount_cents), 0)::float8 as cents from subscriptions where status = 'active' and sample = $1`,
    [sample],
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
 * many distinct customers are active (a trial counts as active).
 */
export async function hostingCustomers(db: Queryable, since: Date): Promise<{ activeCustomers: number; customers: CustomerRow[] }> {
  const sample = await useSampleSubscriptions(db);
  const rows = await db.query<SubscriptionRow>(
    `select email, customer_name, stripe_customer_id, plan_lookup_key, status, amount_cents, usage_percent
     from subscriptions
     where sample = $1 and (status not in ('canceled', 'incomplete_expired') or updated_at > $2)
     order by updated_at desc, stripe_subscription_id
     limit 500`,
    [sample, since],
  );
  const customers = rows.map((r) => ({
    name: r.customer_name ?? r.email ?? r.stripe_customer_id ?? 'Unknown customer',
    email: r.email ?? '',
    plan: planLabel(r.plan_lookup_key),
    status: customerStatus(r.status),
    usage: Math.min(100, Math.max(0, r.usage_percent ?? 0)),
    revenue: Math.round(r.amount_cents / 100),
  }));
  const active = new Set(
    rows.filter((r) => r.status === 'active' || r.status === 'trialing').map((r) => r.email ?? r.stripe_customer_id ?? r.customer_name),
  );
  return { activeCustomers: active.size, customers };
}
