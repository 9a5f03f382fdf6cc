/**
 * Demonstration data for a new install, from the domain's samples. Every insert is idempotent:
 * running the seed again (or from two processes) adds nothing and overwrites nothing.
 */
import { hostingPlans, sampleCustomers, sampleDashboardRules, sampleServers } from '../../domain';
import type { Database } from './index';

/** History seeded so a new install shows an uptime: one check every 10 minutes for 30 days. */
export const seededHealthHistory = { intervalMinutes: 10, count: 30 * 24 * 6, failedIndexes: [1234] } as const;

/** Sample subscriptions carry a `hosting_<plan id>` lookup key; their amounts come from the catalogue. */
export const hostingLookupKey = (planId: string) => `hosting_${planId}`;

const stripeStatusOf = { active: 'active', trial: 'trialing', past_due: 'past_due', canceled: 'canceled' } as const;

export async function seed(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const s of sampleServers) {
      await tx.query(
        `insert into servers (id, name, status, cpu, memory, disk, uptime, last_check, client, plan)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
        [s.id, s.name, s.status, s.cpu, s.memory, s.disk, s.uptime, s.lastCheck, s.client, s.plan],
      );
    }
    for (const r of sampleDashboardRules) {
      await tx.query(
        `insert into automation_rules (id, name, description, enabled, triggers, actions)
         values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
        [r.id, r.name, r.description, r.enabled, r.triggers, r.actions],
      );
    }
    for (const [index, c] of sampleCustomers.entries()) {
      const plan = hostingPlans.find((p) => p.name === c.plan);
      if (!plan) continue;
      await tx.query(
        `insert into subscriptions (stripe_subscription_id, stripe_customer_id, email, customer_name, plan_lookup_key,
           status, amount_cents, current_period_end, usage_percent, sample, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10) on conflict (stripe_subscription_id) do nothing`,
        [
          `sub_sample_${index + 1}`,
          `cus_sample_${index + 1}`,
          c.email,
          c.name,
          hostingLookupKey(plan.id),
          stripeStatusOf[c.status],
          plan.price * 100,
          new Date(now.getTime() + (index + 3) * 86_400_000),
          c.usage,
          now,
        ],
      );
    }
    // Only an empty history is seeded; the advisory lock keeps two processes from both doing it.
    await tx.query('select pg_advisory_xact_lock($1)', [7_320_452]);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from health_checks');
    if (n === 0) {
      await tx.query(
        `insert into health_checks (checked_at, ok, response_ms, detail)
         select $1::timestamptz - (i * make_interval(mins => $2)), not (i = any($4::int[])),
                40 + ((i * 37) % 90), case when i = any($4::int[]) then 'seeded: database timeout' else 'seeded' end
         from generate_series(1, $3::int) as i`,
        [now, seededHealthHistory.intervalMinutes, seededHealthHistory.count, seededHealthHistory.failedIndexes],
      );
    }
  });
}
