/**
 * Durability (issue 8): an acknowledged form submission or webhook delivery is never lost, even
 * when the server process dies without warning. The real server runs in a child process and is
 * killed with SIGKILL while form submissions and signed Stripe deliveries are being answered;
 * it is started again on the same data, three times over; then every acknowledged submission
 * (by its reference) and every acknowledged event (its processed-event record and the
 * subscription it created) must be in the database. On PGlite (a data folder on disk) and, when
 * TEST_DATABASE_URL is set, on PostgreSQL (a schema of its own). docs/durability.md explains.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../domain';
import type { Database } from './db/index';
import { serverStore, startServerProcess, stopAllServerProcesses, type ServerProcess } from './testing/server-process';
import { formBody, randomTag, sendUntilKilled, submissionKindOf, type Acknowledged } from './testing/traffic';

const webhookSecret = 'whsec_durability_test';
const cycles = 3;

const kinds = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
if (!process.env.TEST_DATABASE_URL) {
  describe.skip('durability on postgres (set TEST_DATABASE_URL to run it)', () => {
    it('skipped', () => {});
  });
}

afterAll(() => stopAllServerProcesses());

describe.each(kinds)('durability on %s', (kind) => {
  it(
    'keeps every acknowledged submission and webhook delivery through SIGKILL and restart',
    async () => {
      const store = await serverStore(kind, 'durability');
      const env = {
        ...store.env,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        TRUST_PROXY_HOPS: '1',
        ADMIN_EMAIL: 'durability@example.com',
        ADMIN_PASSWORD: 'durability test password',
      };
      const tag = randomTag();
      const acknowledged: Acknowledged = { forms: [], webhooks: [] };
      const report: string[] = [];
      let server: ServerProcess | undefined;
      let db: Database | undefined;
      try {
        const startAt = performance.now();
        server = await startServerProcess(env);
        report.push(`first start in ${Math.round(performance.now() - startAt)} ms`);
        for (let cycle = 0; cycle < cycles; cycle++) {
          const victim: ServerProcess = server;
          const traffic = await sendUntilKilled({
            url: victim.url,
            webhookSecret,
            concurrency: 16,
            killAfterAcks: 30 + 15 * cycle,
            kill: () => victim.kill('SIGKILL'),
            tag,
            firstJob: cycle * 100_000,
          });
          expect(traffic.problems, victim.output()).toEqual([]);
          expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
          // Killed with answers still owed: the crash hit requests in the middle of their work.
          expect(traffic.inFlightAtKill).toBeGreaterThan(0);
          expect(traffic.forms.length).toBeGreaterThan(0);
          expect(traffic.webhooks.length).toBeGreaterThan(0);
          acknowledged.forms.push(...traffic.forms);
          acknowledged.webhooks.push(...traffic.webhooks);
          report.push(
            `cycle ${cycle + 1}: sent ${traffic.sent}, acknowledged ${traffic.forms.length} forms + ${traffic.webhooks.length} webhooks, ` +
              `${traffic.inFlightAtKill} in flight at the kill, ${traffic.unanswered} unanswered`,
          );

          // The same data again: the server starts (recovering from the crash) and works.
          const restartAt = performance.now();
          server = await startServerProcess(env);
          report.push(`restart ${cycle + 1} in ${Math.round(performance.now() - restartAt)} ms`);
          const health = await fetch(`${server.url}${apiPaths.health}`);
          expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
          const after = await fetch(`${server.url}${apiPaths.contact}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.250.0.${cycle}` },
            body: JSON.stringify(formBody('contact', 900_000 + cycle)),
          });
          expect(after.status, server.output()).toBe(200);
          acknowledged.forms.push({ reference: (await after.json()).reference, call: 'contact', n: 900_000 + cycle, email: formBody('contact', 900_000 + cycle).email! });
        }
        // A clean stop, so the test process can open the PGlite folder itself.
        server.kill('SIGTERM');
        expect(await server.exited).toEqual({ code: 0, signal: null });
        server = undefined;

        db = await store.open();
        const references = acknowledged.forms.map((f) => f.reference);
        const stored = await db.query<{ reference: string; kind: string; email: string }>(
          `select reference, kind, payload->>'email' as email from submissions where reference = any($1::text[])`,
          [references],
        );
        const byReference = new Map(stored.map((row) => [row.reference, row]));
        const lostForms = acknowledged.forms.filter((f) => !byReference.has(f.reference));
        expect(lostForms, 'acknowledged submissions missing after the crashes').toEqual([]);
        for (const form of acknowledged.forms) {
          expect(byReference.get(form.reference)).toEqual({ reference: form.reference, kind: submissionKindOf[form.call], email: form.email });
        }

        const eventIds = acknowledged.webhooks.map((w) => w.eventId);
        const processed = new Set(
          (await db.query<{ event_id: string }>('select event_id from processed_webhook_events where event_id = any($1::text[])', [eventIds])).map(
            (r) => r.event_id,
          ),
        );
        expect(acknowledged.webhooks.filter((w) => !processed.has(w.eventId)), 'acknowledged events not recorded').toEqual([]);
        const subscriptions = new Map(
          (
            await db.query<{ stripe_subscription_id: string; status: string; amount_cents: number }>(
              'select stripe_subscription_id, status, amount_cents from subscriptions where stripe_subscription_id = any($1::text[])',
              [acknowledged.webhooks.map((w) => w.subscriptionId)],
            )
          ).map((r) => [r.stripe_subscription_id, r]),
        );
        for (const webhook of acknowledged.webhooks) {
          expect(subscriptions.get(webhook.subscriptionId), `the subscription of ${webhook.eventId}`).toMatchObject({ status: 'active', amount_cents: 2900 });
        }
        // Each acknowledged delivery was applied once: one record per event id.
        const [counts] = await db.query<{ events: number; distinct_events: number }>(
          'select count(*)::int as events, count(distinct event_id)::int as distinct_events from processed_webhook_events where event_id like $1',
          [`evt_${tag}_%`],
        );
        expect(counts!.events).toBe(counts!.distinct_events);
        console.info(`[durability ${kind}] ${report.join('; ')}; all ${acknowledged.forms.length} submissions and ${acknowledged.webhooks.length} events found`);
      } finally {
        await db?.close().catch(() => {});
        if (server) {
          server.kill('SIGKILL');
          await server.exited;
        }
        await stopAllServerProcesses();
        await store.cleanup();
      }
    },
    240_000,
  );
});
