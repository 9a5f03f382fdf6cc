/**
 * Concurrent webhook deliveries over HTTP, against the real server (issue 8, "concurrent
 * duplicate webhook deliveries processed once"). Stripe retries a delivery it thinks failed and
 * may send several events about one subscription at once; each event must take effect exactly
 * once, and the row must end up as the newest event says, whatever order the requests run in.
 * On PGlite (one query at a time) and PostgreSQL (a pool of connections, so the transactions
 * really overlap). handlers.test.ts has the sequential cases.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../domain';
import { activeMonthlyRevenue } from '../admin/subscription-figures';
import { openDatabase, type Database } from '../db/index';
import { startServer, type RunningServer } from '../node-server';
import { sendTogether, signedDelivery, subscriptionEvent, type SubscriptionEventType } from '../testing/traffic';

const webhookSecret = 'whsec_concurrency_test';
const kinds = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
if (!process.env.TEST_DATABASE_URL) {
  describe.skip('concurrent webhook deliveries on postgres (set TEST_DATABASE_URL to run it)', () => {
    it('skipped', () => {});
  });
}

/** A fixed shuffle (a seeded generator), so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe.each(kinds)('concurrent webhook deliveries on %s', (kind) => {
  let server: RunningServer;
  let db: Database;
  let dropSchema: (() => Promise<void>) | undefined;
  const tag = randomBytes(4).toString('hex');

  type Answer = { status: number; body: { received?: boolean; duplicate?: boolean; error?: string } };
  /** All at once (see sendTogether): the handlers reach the database together. */
  const deliverTogether = async (deliveries: { body: string; headers: Record<string, string> }[]): Promise<Answer[]> =>
    (await sendTogether(server.url, deliveries.map((d) => ({ path: apiPaths.stripeWebhook, ...d })))).map((a) => ({
      status: a.status,
      body: JSON.parse(a.body),
    }));

  beforeAll(async () => {
    const env: Record<string, string> = { STRIPE_WEBHOOK_SECRET: webhookSecret };
    if (kind === 'postgres') {
      const base = process.env.TEST_DATABASE_URL!;
      const schema = `webhooks_${tag}`;
      const admin = await openDatabase({ url: base });
      await admin.exec(`create schema ${schema}`);
      dropSchema = async () => {
        await admin.exec(`drop schema ${schema} cascade`);
        await admin.close();
      };
      const url = new URL(base);
      url.searchParams.set('options', `-c search_path=${schema}`);
      env.DATABASE_URL = url.href;
    }
    server = await startServer({ env, port: 0, hostname: '127.0.0.1', quiet: true, dataDir: 'memory://', healthCheckEveryMs: 0 });
    db = server.db;
    // One delivery first, so the handlers below start together rather than behind first-call work.
    const [warm] = await deliverTogether([signedDelivery(subscriptionEvent('customer.subscription.created', `evt_warm_${tag}`, `sub_warm_${tag}`), webhookSecret)]);
    expect(warm?.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await dropSchema?.();
  }, 60_000);

  const processedCount = async (eventIds: string[]) =>
    (await db.query<{ n: number }>('select count(*)::int as n from processed_webhook_events where event_id = any($1::text[])', [eventIds]))[0]!.n;

  it('applies one event delivered 20 times at once exactly once', { timeout: 60_000 }, async () => {
    const subscriptionId = `sub_dup_${tag}`;
    const eventId = `evt_dup_${tag}`;
    const delivery = signedDelivery(subscriptionEvent('customer.subscription.created', eventId, subscriptionId, { amountCents: 3900 }), webhookSecret);
    const revenueBefore = await activeMonthlyRevenue(db);
    const answers = await deliverTogether(Array(20).fill(delivery));

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.duplicate !== true).map((a) => a.body)).toEqual([{ received: true }]);
    expect(answers.filter((a) => a.body.duplicate === true)).toHaveLength(19);
    expect(await processedCount([eventId])).toBe(1);
    const rows = await db.query<{ status: string; amount_cents: number }>(
      'select status, amount_cents from subscriptions where stripe_subscription_id = $1',
      [subscriptionId],
    );
    expect(rows).toEqual([{ status: 'active', amount_cents: 3900 }]);
    // The dashboard's monthly revenue grows by $39, once.
    expect(await activeMonthlyRevenue(db)).toBe(revenueBefore + 39);
  });

  it('applies the events of one subscription once each, the newest one last, in any order', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const subscriptionId = `sub_many_${tag}_${round}`;
      const t0 = Math.floor(Date.now() / 1000) - 600;
      // Oldest to newest: the checkout, the creation, then updates; the newest is past due at $129.
      const events: { type: SubscriptionEventType; created: number; status: string; amountCents: number }[] = [
        { type: 'checkout.session.completed', created: t0, status: 'active', amountCents: 2900 },
        { type: 'customer.subscription.created', created: t0 + 1, status: 'active', amountCents: 2900 },
        ...Array.from({ length: 7 }, (_, i) => ({
          type: 'customer.subscription.updated' as const,
          created: t0 + 2 + i,
          status: i % 2 === 0 ? 'active' : 'trialing',
          amountCents: 3000 + i * 100,
        })),
        { type: 'customer.subscription.updated', created: t0 + 9, status: 'past_due', amountCents: 12_900 },
      ];
      const eventIds = events.map((_, i) => `evt_many_${tag}_${round}_${i}`);
      const deliveries = events.map((e, i) => signedDelivery(subscriptionEvent(e.type, eventIds[i]!, subscriptionId, e), webhookSecret));
      // Each event three times (Stripe's retries), all 30 at once, in a different order each round.
      const requests = shuffled([...deliveries, ...deliveries, ...deliveries], round + 1);
      const answers = await deliverTogether(requests);

      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
      expect(answers.filter((a) => a.body.duplicate !== true)).toHaveLength(events.length);
      expect(await processedCount(eventIds)).toBe(events.length);
      const rows = await db.query<{ status: string; amount_cents: number; email: string | null; stripe_event_created: Date; current_period_end: Date }>(
        `select status, amount_cents, email, stripe_event_created, current_period_end from subscriptions where stripe_subscription_id = $1`,
        [subscriptionId],
      );
      expect(rows).toHaveLength(1);
      const newest = events.at(-1)!;
      expect(rows[0]).toMatchObject({ status: 'past_due', amount_cents: 12_900, email: `${subscriptionId}@example.com` });
      expect(new Date(rows[0]!.stripe_event_created).getTime()).toBe(newest.created * 1000);
      expect(new Date(rows[0]!.current_period_end).getTime()).toBe((newest.created + 30 * 86400) * 1000);
    }
  });
});
