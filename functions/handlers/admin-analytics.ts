import { adminAnalyticsRequest } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';
import { planLabel, useSampleSubscriptions } from './subscriptions-scope';

const timeframeMs = { '30d': 30 * 86_400_000 } as const;

/** Stripe's subscription statuses as the dashboard's four. */
function customerStatus(status: string): 'active' | 'trial' | 'past_due' | 'canceled' {
  if (status === 'active') return 'active';
  if (status === 'trialing') return 'trial';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

interface Row {
  email: string | null;
  customer_name: string | null;
  stripe_customer_id: string | null;
  plan_lookup_key: string | null;
  status: string;
  amount_cents: number;
  usage_percent: number | null;
}

export function createAdminAnalyticsHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-analytics', async (request) => {
    const at = now();
    await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminAnalyticsRequest);
    const sample = await useSampleSubscriptions(deps.db);
    // Everyone still subscribed, plus those who left within the timeframe.
    const rows = await deps.db.query<Row>(
      `select email, customer_name, stripe_customer_id, plan_lookup_key, status, amount_cents, usage_percent
       from subscriptions
       where sample = $1 and (status not in ('canceled', 'incomplete_expired') or updated_at > $2)
       order by updated_at desc, stripe_subscription_id
       limit 500`,
      [sample, new Date(at.getTime() - timeframeMs[body.timeframe])],
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
    return json({ activeCustomers: active.size, customers });
  });
}
