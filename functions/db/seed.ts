/**
 * Demonstration data for a new install, from the domain's samples: the servers and automation
 * rules, which the spec makes samples (the admin pages label them "Sample data"). Every insert is idempotent:
 * running the seed again (or from two processes) adds nothing and overwrites nothing.
 * Nothing that reads as something that happened is seeded: no health checks (the history starts
 * when the server first runs) and no subscriptions (revenue and customers are what the Stripe
 * webhook recorded); migration 013 removes what older seeds invented.
 */
import { sampleDashboardRules, sampleServers } from '../../domain';
import type { Database } from './index';

/** A hosting plan's lookup key (`hosting_<plan id>`), as the catalogue names it. */
export const hostingLookupKey = (planId: string) => `hosting_${planId}`;

export async function seed(db: Database): Promise<void> {
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
  });
}
