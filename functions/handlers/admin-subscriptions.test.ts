/**
 * /admin/subscriptions reads only what the Stripe webhook recorded: nothing on a fresh install
 * (never a sample row), then the buyer, plan, status, amount, currency, interval and renewal date
 * from signed checkout and subscription events; a subscription set to cancel says so.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSubscriptionsResponse, hostingPlans, messages, type ApiCall } from '../../domain';
import { hashPassword } from '../auth/passwords';
import { hostingLookupKey } from '../db/seed';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const webhookSecret = 'whsec_subscriptions_test';
const admin = { email: 'owner@lonestar.test', password: 'a long and correct password' };
const business = hostingPlans.find((p) => p.id === 'business')!;

let test: TestDatabase;
let clock = Date.parse('2026-11-20T15:00:00.000Z');
const now = () => new Date(clock);
const seconds = () => Math.floor(clock / 1000);
let handlers: Record<ApiCall, Handler>;
let token = '';

async function call(name: ApiCall, body: unknown, options: { token?: string; raw?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request = new Request(`${origin}/x`, { method: 'POST', headers, body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const res = await handlers[name](request, { clientIp: '203.0.113.9' });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function postEvent(event: { id: string; type: string; data: { object: Record<string, unknown> } }) {
  const payload = JSON.stringify({ object: 'event', created: seconds(), ...event });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: seconds() });
  const res = await call('stripeWebhook', null, { raw: payload, headers: { 'stripe-signature': header } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const listed = async () => adminSubscriptionsResponse.parse((await call('adminSubscriptions', undefined, { token })).body);

beforeAll(async () => {
  test = await openTestDatabase('pglite', { seed: now() });
  await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [admin.email, 'Owner', await hashPassword(admin.password, { logN: 10, r: 8, p: 1 })]);
  handlers = createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin, STRIPE_WEBHOOK_SECRET: webhookSecret }), now, sleep: async () => {} });
  token = (await call('adminLogin', admin)).body.token;
});
afterAll(() => test?.cleanup());

describe('admin-subscriptions', () => {
  it('answers nothing on a fresh install, with the webhook configured; 401 without a session', async () => {
    expect(await listed()).toEqual({ subscriptions: [], webhookConfigured: true });
    expect(await call('adminSubscriptions', undefined)).toEqual({ status: 401, body: { error: messages.unauthorized } });
  });

  it('lists who bought which plan, its status, amount, currency, interval and renewal date, from the webhook events', async () => {
    const lookupKey = hostingLookupKey('business');
    const periodEnd = seconds() + 30 * 86_400;
    const startDate = seconds() - 60;
    await postEvent({
      id: 'evt_checkout_biz',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_biz',
          object: 'checkout.session',
          mode: 'subscription',
          subscription: 'sub_biz_1',
          customer: 'cus_biz_1',
          payment_status: 'paid',
          currency: 'usd',
          customer_details: { email: 'maria@hillcountrybakery.com', name: 'Maria Gonzalez' },
          metadata: { lookup_key: lookupKey },
          amount_total: business.price * 100,
        },
      },
    });
    clock += 1000;
    const subscription = {
      id: 'sub_biz_1',
      object: 'subscription',
      customer: 'cus_biz_1',
      status: 'active',
      currency: 'usd',
      cancel_at_period_end: false,
      start_date: startDate,
      items: {
        object: 'list',
        data: [{ id: 'si_biz', quantity: 1, current_period_end: periodEnd, price: { id: 'price_biz', lookup_key: lookupKey, unit_amount: business.price * 100, currency: 'usd', recurring: { interval: 'month' } } }],
      },
    };
    await postEvent({ id: 'evt_sub_biz_created', type: 'customer.subscription.created', data: { object: subscription } });

    const answer = await listed();
    expect(answer.subscriptions).toEqual([
      {
        id: 'sub_biz_1',
        customerName: 'Maria Gonzalez',
        email: 'maria@hillcountrybakery.com',
        stripeCustomerId: 'cus_biz_1',
        plan: business.name,
        status: 'active',
        amountCents: business.price * 100,
        currency: 'usd',
        interval: 'month',
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
        cancelAtPeriodEnd: false,
        startedAt: new Date(startDate * 1000).toISOString(),
        updatedAt: now().toISOString(),
      },
    ]);

    // The customer cancels in the billing portal: it stays active to the period end, and does not renew.
    clock += 1000;
    await postEvent({ id: 'evt_sub_biz_updated', type: 'customer.subscription.updated', data: { object: { ...subscription, cancel_at_period_end: true } } });
    expect((await listed()).subscriptions[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(periodEnd * 1000).toISOString() });

    clock += 1000;
    await postEvent({ id: 'evt_sub_biz_deleted', type: 'customer.subscription.deleted', data: { object: { ...subscription, status: 'canceled', cancel_at_period_end: false } } });
    expect((await listed()).subscriptions[0]).toMatchObject({ status: 'canceled', email: 'maria@hillcountrybakery.com', plan: business.name });
  });

  it('never lists a sample row', async () => {
    await test.db.query(`insert into subscriptions (stripe_subscription_id, status, amount_cents, sample) values ('sub_sample', 'active', 100, true)`);
    expect((await listed()).subscriptions.map((s) => s.id)).not.toContain('sub_sample');
  });
});
