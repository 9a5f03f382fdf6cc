/**
 * Demonstration data for a new install, from the domain's samples. Every insert is idempotent:
 * running the seed again (or from two processes) adds nothing and overwrites nothing.
 * Nothing that reads as something that happened is seeded: no health checks (the history starts
 * when the server first runs; migration 013 removes checks an older seed invented).
 */
import { hostingPlans, sampleCustomers, sampleDashboardRules, sampleServers } from '../../domain';
import type { Database } from './index';

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
  });
}
