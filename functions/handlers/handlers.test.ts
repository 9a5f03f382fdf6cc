import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminAnalyticsResponse,
  adminSessionResponse,
  hostingMetricsResponse,
  messages,
  sampleDashboardRules,
  systemHealthResponse,
  workflowLookupKeys,
  type ApiCall,
} from '../../domain';
import { hashPassword } from '../auth/passwords';
import { hashToken, sessionLimits } from '../auth/sessions';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { rateLimits } from '../rate-limit';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { startFakeStripe } from '../testing/fake-stripe';
import { createHandlers } from './index';
import { loginFailedMessage } from './admin-login';

const origin = 'https://lonestar.test';
const adminEmail = 'owner@lonestar.test';
const adminPassword = 'correct horse battery staple';
const webhookSecret = 'whsec_test_secret';

describe.each(testDatabaseKinds)('handlers on %s', (kind) => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-20T15:00:00.000Z');
  const now = () => new Date(clock);
  let handlers: Record<ApiCall, Handler>;
  let ipCounter = 0;
  let ip = '';

  beforeAll(async () => {
    test = await openTestDatabase(kind, { seed: now() });
    // Cheap scrypt parameters keep the test fast; verification reads them from the stored hash.
    const hash = await hashPassword(adminPassword, { logN: 10, r: 8, p: 1 });
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [adminEmail, 'Owner', hash]);
    // failure delays are tested in admin-login.test.ts; here they would only slow the run
    handlers = createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin }), now, sleep: async () => {} });
  });
  afterAll(() => test?.cleanup());
  beforeEach(() => {
    ip = `203.0.113.${++ipCounter}`;
  });

  function request(body: unknown, options: { token?: string; headers?: Record<string, string>; raw?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return new Request(`${origin}/x`, { method: 'POST', headers, body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
  }
  async function call(name: ApiCall, body: unknown, options: { token?: string; headers?: Record<string, string>; raw?: string; ip?: string; with?: Record<ApiCall, Handler> } = {}) {
    const res = await (options.with ?? handlers)[name](request(body, options), { clientIp: options.ip ?? ip });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }
  async function login(): Promise<string> {
    const res = await call('adminLogin', { email: adminEmail, password: adminPassword });
    expect(res.status).toBe(200);
    return res.body.token;
  }

  describe('create-payment', () => {
    const good = { priceId: 'price_ab_testing_pro', mode: 'subscription', successUrl: '/ab-testing?success=true', cancelUrl: '/ab-testing?canceled=true' };

    it.each([
      ['an unknown price id', { ...good, priceId: 'price_free' }, 'priceId'],
      ['another mode', { ...good, mode: 'payment' }, 'mode'],
      ['a missing cancelUrl', { ...good, cancelUrl: undefined }, 'cancelUrl'],
      ['an amount from the client', { ...good, amount: 1 }, 'amount'],
      ['a foreign successUrl', { ...good, successUrl: 'https://evil.test/ab-testing' }, 'successUrl'],
      ['a protocol-relative cancelUrl', { ...good, cancelUrl: '//evil.test/x' }, 'cancelUrl'],
    ])('400 for %s, naming the field', async (_, body, field) => {
      const res = await call('createPayment', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(field);
    });
    it('415 for a form post, 400 for broken JSON', async () => {
      expect((await call('createPayment', null, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: 'a=1' })).status).toBe(415);
      expect((await call('createPayment', null, { raw: '{"priceId":' })).body).toEqual({ error: messages.invalidJson });
    });
    it('a good request without STRIPE_SECRET_KEY reaches 503', async () => {
      const res = await call('createPayment', good);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: messages.paymentsNotConfigured });
      expect((await call('createPayment', { ...good, successUrl: `${origin}/heat-map?success=true` })).status).toBe(503);
    });
    it('with Stripe: finds the price by lookup key and creates a subscription checkout', async () => {
      const fake = await startFakeStripe({ price_ab_testing_pro: 'price_123', [workflowLookupKeys.professional]: 'price_wf_pro' });
      try {
        const withStripe = createHandlers({
          db: test.db,
          env: parseEnv({ SITE_ORIGIN: origin, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url }),
          now,
        });
        const res = await call('createPayment', good, { with: withStripe });
        expect(res.status).toBe(200);
        expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
        const [list, create] = fake.requests;
        expect(list?.path).toBe('/v1/prices');
        expect(list?.query.get('lookup_keys[0]')).toBe('price_ab_testing_pro');
        expect(list?.query.get('active')).toBe('true');
        expect(create?.path).toBe('/v1/checkout/sessions');
        expect(create?.form.get('mode')).toBe('subscription');
        expect(create?.form.get('line_items[0][price]')).toBe('price_123');
        expect(create?.form.get('success_url')).toBe(`${origin}/ab-testing?success=true&session_id={CHECKOUT_SESSION_ID}`);
        expect(create?.form.get('cancel_url')).toBe(`${origin}/ab-testing?canceled=true`);
        expect(create?.idempotencyKey).toBeTruthy();

        const workflow = await call('createWorkflowSubscription', { planType: 'professional', returnUrl: '/customer-workflows?success=true' }, { with: withStripe });
        expect(workflow.status).toBe(200);
        expect(workflow.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
        expect(fake.requests[2]?.query.get('lookup_keys[0]')).toBe(workflowLookupKeys.professional);
        expect(fake.requests[3]?.form.get('cancel_url')).toBe(`${origin}/customer-workflows?canceled=true`);

        // a plan whose price is not set up in Stripe
        const missing = await call('createPayment', { ...good, priceId: 'price_heatmap_enterprise' }, { with: withStripe });
        expect(missing.status).toBe(503);
      } finally {
        await fake.close();
      }
    });
  });

  describe('create-workflow-subscription', () => {
    it('400 for an unknown plan or a foreign return URL; 503 without Stripe', async () => {
      expect((await call('createWorkflowSubscription', { planType: 'Professional', returnUrl: '/customer-workflows' })).status).toBe(400);
      const foreign = await call('createWorkflowSubscription', { planType: 'starter', returnUrl: 'https://evil.test/' });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error).toContain('returnUrl');
      const good = await call('createWorkflowSubscription', { planType: 'starter', returnUrl: '/customer-workflows?success=true' });
      expect(good.status).toBe(503);
      expect(good.body.error).toBe(messages.paymentsNotConfigured);
    });
  });

  describe('admin sessions', () => {
    it('login answers a token, the user and the absolute expiry; only a hash is stored', async () => {
      const res = await call('adminLogin', { email: adminEmail.toUpperCase(), password: adminPassword });
      expect(res.status).toBe(200);
      const body = adminSessionResponse.parse(res.body);
      expect(body.user).toEqual({ email: adminEmail, name: 'Owner' });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(body.expiresAt)).toBe(clock + sessionLimits.absoluteMs);
      const rows = await test.db.query<{ token_hash: string }>('select token_hash from admin_sessions');
      expect(rows.map((r) => r.token_hash)).toContain(hashToken(body.token));
      expect(JSON.stringify(rows)).not.toContain(body.token);
    });
    it('a wrong password or unknown email is a 401 with the same message', async () => {
      const wrong = await call('adminLogin', { email: adminEmail, password: 'nope' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe(loginFailedMessage);
      expect((await call('adminLogin', { email: 'x' })).status).toBe(400);
    });
    it('verify: valid for a live token, invalid otherwise, 200 either way', async () => {
      const token = await login();
      const body = (t: string) => ({ token: t, location: '/admin', timestamp: now().toISOString() });
      expect(await call('adminVerify', body(token))).toMatchObject({ status: 200, body: { valid: true } });
      expect(await call('adminVerify', body('not-a-token'))).toMatchObject({ status: 200, body: { valid: false } });
      expect(await call('adminVerify', body('A'.repeat(43)))).toMatchObject({ status: 200, body: { valid: false } });
      expect((await call('adminVerify', { token })).status).toBe(400);
    });
    it('idle limit: 30 minutes without use ends the session; use refreshes it', async () => {
      const token = await login();
      const verify = async () => (await call('adminVerify', { token, location: '/admin', timestamp: now().toISOString() })).body.valid;
      clock += 20 * 60_000;
      expect(await verify()).toBe(true);
      clock += 20 * 60_000; // 40 minutes after login, 20 after the last use
      expect(await verify()).toBe(true);
      clock += 31 * 60_000;
      expect(await verify()).toBe(false);
      clock += 60_000;
    });
    it('absolute limit: 12 hours after login, however active', async () => {
      const token = await login();
      const started = clock;
      const verify = async () => (await call('adminVerify', { token, location: '/admin', timestamp: now().toISOString() })).body.valid;
      while (clock + 25 * 60_000 < started + sessionLimits.absoluteMs) {
        clock += 25 * 60_000;
        expect(await verify()).toBe(true);
      }
      clock = started + sessionLimits.absoluteMs + 1;
      expect(await verify()).toBe(false);
    });
    it('logout revokes the session', async () => {
      const token = await login();
      expect((await call('adminLogout', undefined, { token })).body).toEqual({ ok: true });
      expect((await call('adminVerify', { token, location: '/', timestamp: now().toISOString() })).body.valid).toBe(false);
      expect((await call('hostingAutomationMonitor', { action: 'get_metrics' }, { token })).status).toBe(401);
      expect((await call('adminLogout', undefined)).status).toBe(401);
    });
    it('5 failures of one account from one client, then 429 with Retry-After there; the account is not locked', async () => {
      for (let i = 0; i < rateLimits.loginPair.max; i++) {
        expect((await call('adminLogin', { email: adminEmail, password: `wrong-${i}` }, { ip: '198.51.100.1' })).status).toBe(401);
      }
      const blocked = await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: '198.51.100.1' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe(messages.rateLimited);
      // The failures leave the sliding window 15 minutes after their one-minute bucket ends.
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(rateLimits.loginPair.windowMs / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual((rateLimits.loginPair.windowMs + 60_000) / 1000);
      // another client signs in meanwhile
      expect((await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: '198.51.100.2' })).status).toBe(200);
      clock += (retryAfter - 1) * 1000;
      expect((await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: '198.51.100.1' })).status).toBe(429);
      clock += 1000;
      expect((await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: '198.51.100.1' })).status).toBe(200);
    });
    it('10 failures per IP, then 429 for any account from that IP', async () => {
      clock += 2 * 60 * 60_000; // past the earlier tests' failures of the account (its hourly cap)
      const second = 'second@lonestar.test';
      await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [second, 'Second', await hashPassword('x', { logN: 10, r: 8, p: 1 })]);
      // five failures on each account: neither account reaches its limit, the IP does
      for (let i = 0; i < 10; i++) {
        expect((await call('adminLogin', { email: i % 2 ? adminEmail : second, password: `bad-${i}` }, { ip: '192.0.2.7' })).status).toBe(401);
      }
      const blocked = await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: '192.0.2.7' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
      expect((await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: '192.0.2.8' })).status).toBe(200);
    });
  });

  describe('admin dashboard calls', () => {
    it('401 without a live session', async () => {
      for (const [name, body] of [
        ['hostingAutomationMonitor', { action: 'get_metrics' }],
        ['systemHealthCheck', undefined],
        ['adminAnalytics', { action: 'get_hosting_customers', timeframe: '30d' }],
      ] as const) {
        const none = await call(name, body);
        expect(none.status, name).toBe(401);
        expect(none.body).toEqual({ error: messages.unauthorized });
        expect((await call(name, body, { token: 'A'.repeat(43) })).status, name).toBe(401);
      }
    });
    it('get_metrics counts servers, revenue from active subscriptions (none on a new install: $0), and the rules', async () => {
      const token = await login();
      const res = await call('hostingAutomationMonitor', { action: 'get_metrics' }, { token });
      expect(res.status).toBe(200);
      const metrics = hostingMetricsResponse.parse(res.body);
      expect(metrics.totalServers).toBe(6);
      expect(metrics.runningServers).toBe(3);
      // nothing recorded by the Stripe webhook yet: no revenue, not the sample customers' 436
      expect(metrics.monthlyRevenue).toBe(0);
      expect(metrics.rules.map((r) => r.id)).toEqual(sampleDashboardRules.map((r) => r.id));
    });
    it('toggle_automation stores and returns the rule; 404 for an unknown id; 400 for a bad body', async () => {
      const token = await login();
      const res = await call('hostingAutomationMonitor', { action: 'toggle_automation', ruleId: 'rule-4', enabled: true }, { token });
      expect(res.status).toBe(200);
      expect(res.body.rule).toMatchObject({ id: 'rule-4', enabled: true });
      const again = await call('hostingAutomationMonitor', { action: 'get_metrics' }, { token });
      expect(again.body.rules.find((r: { id: string }) => r.id === 'rule-4').enabled).toBe(true);
      expect((await call('hostingAutomationMonitor', { action: 'toggle_automation', ruleId: 'rule-99', enabled: true }, { token })).status).toBe(404);
      expect((await call('hostingAutomationMonitor', { action: 'toggle_automation', ruleId: 'rule-1', enabled: 'yes' }, { token })).status).toBe(400);
      expect((await call('hostingAutomationMonitor', { action: 'drop_tables' }, { token })).status).toBe(400);
    });
    it('system-health-check records a check and reports uptime over the history', async () => {
      const token = await login();
      const [before] = await test.db.query<{ n: number }>('select count(*)::int as n from health_checks');
      const res = await call('systemHealthCheck', undefined, { token, headers: {} });
      expect(res.status).toBe(200);
      const health = systemHealthResponse.parse(res.body);
      expect(health.uptime).toMatch(/^\d{1,3}\.\d{2}%$/);
      expect(Number.parseFloat(health.uptime)).toBeGreaterThan(99.9);
      expect(health.checks.find((c) => c.name === 'Database')?.status).not.toBe('error');
      const [after] = await test.db.query<{ n: number }>('select count(*)::int as n from health_checks');
      expect(after!.n).toBe(before!.n + 1);
    });
    it('admin-analytics on a new install: 0 active customers, and the sample table flagged as sample', async () => {
      const token = await login();
      const res = await call('adminAnalytics', { action: 'get_hosting_customers', timeframe: '30d' }, { token });
      expect(res.status).toBe(200);
      const analytics = adminAnalyticsResponse.parse(res.body);
      expect(analytics.activeCustomers).toBe(0);
      expect(analytics.sample).toBe(true);
      expect(analytics.customers).toHaveLength(6);
      const [stored] = await test.db.query<{ n: number }>('select count(*)::int as n from subscriptions');
      expect(stored!.n).toBe(0);
      expect(analytics.customers.find((c) => c.email === 'travis@boonehvac.com')).toMatchObject({ status: 'past_due', plan: 'Starter Cloud', revenue: 29 });
      expect((await call('adminAnalytics', { action: 'get_hosting_customers', timeframe: '7d' }, { token })).status).toBe(400);
    });
  });

  describe('forms', () => {
    const contact = { name: 'Maria', email: 'maria@example.com', interest: 'Hosting', message: 'Please call me.' };
    it('contact stores the submission and answers a reference', async () => {
      const res = await call('contact', contact);
      expect(res.status).toBe(200);
      expect(res.body.reference).toMatch(/^LS-[0-9A-Z]{8}$/);
      const [row] = await test.db.query<{ kind: string; payload: Record<string, unknown>; ip_hash: string }>(
        'select kind, payload, ip_hash from submissions where reference = $1',
        [res.body.reference],
      );
      expect(row?.kind).toBe('contact');
      expect(row?.payload).toMatchObject(contact);
      expect(row?.ip_hash).not.toContain(ip);
    });
    it('a filled honeypot gets a reference but nothing is stored', async () => {
      const res = await call('contact', { ...contact, website: 'http://spam.test' });
      expect(res.status).toBe(200);
      expect(res.body.reference).toBeTruthy();
      expect(await test.db.query('select 1 from submissions where reference = $1', [res.body.reference])).toEqual([]);
    });
    it('validation: 400 naming the field', async () => {
      const bad = await call('contact', { ...contact, email: 'not-an-email' });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toContain('email');
      expect((await call('contact', { ...contact, interest: 'Free money' })).status).toBe(400);
      expect((await call('websiteAudit', { url: 'javascript:alert(1)', email: 'a@b.co' })).status).toBe(400);
      expect((await call('booking', { service: 'Hosting', date: '2026-11-19', time: '10:00', name: 'A', email: 'a@b.co' })).body.error).toContain('date');
      expect((await call('booking', { service: 'Hosting', date: '2026-11-30', time: '25:00', name: 'A', email: 'a@b.co' })).body.error).toContain('time');
    });
    it('booking, lead magnet and audit answer their references', async () => {
      expect((await call('booking', { service: 'Hosting', date: '2026-12-01', time: '10:30', name: 'A', email: 'a@b.co' })).status).toBe(200);
      const lead = await call('leadMagnet', { email: 'a@b.co' });
      expect(lead.body).toEqual({ reference: expect.any(String), downloadUrl: '/downloads/small-business-website-guide.pdf' });
      expect((await call('websiteAudit', { url: 'https://example.com', email: 'a@b.co' })).status).toBe(200);
    });
    it('each form is limited per IP', async () => {
      for (let i = 0; i < rateLimits.forms.max; i++) expect((await call('leadMagnet', { email: `l${i}@b.co` })).status).toBe(200);
      const res = await call('leadMagnet', { email: 'one-more@b.co' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // another IP is not affected
      expect((await call('leadMagnet', { email: 'other@b.co' }, { ip: '192.0.2.200' })).status).toBe(200);
    });
  });

  // The assistants have their own file: assistant.test.ts (fake OpenAI API, offline answers, limits).

  describe('stripe-webhook', () => {
    let webhook: Record<ApiCall, Handler>;
    beforeAll(() => {
      webhook = createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin, STRIPE_WEBHOOK_SECRET: webhookSecret }), now });
    });
    function signed(event: object, secret = webhookSecret) {
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(clock / 1000) });
      return { raw: payload, headers: { 'stripe-signature': header } };
    }
    const created = () => Math.floor(clock / 1000);
    const completed = (id: string) => ({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      created: created(),
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          subscription: 'sub_real_1',
          customer: 'cus_real_1',
          customer_details: { email: 'buyer@example.com', name: 'Buyer Co' },
          payment_status: 'paid',
          amount_total: 2900,
          metadata: { lookup_key: 'price_ab_testing_pro' },
        },
      },
    });
    const subscriptionEvent = (id: string, type: string, status: string, amount: number, createdAt = created()) => ({
      id,
      object: 'event',
      type,
      created: createdAt,
      data: {
        object: {
          id: 'sub_real_1',
          object: 'subscription',
          customer: 'cus_real_1',
          status,
          metadata: {},
          items: { object: 'list', data: [{ id: 'si_1', quantity: 1, current_period_end: created() + 30 * 86400, price: { id: 'price_123', lookup_key: 'price_ab_testing_pro', unit_amount: amount } }] },
        },
      },
    });
    const row = async () =>
      (await test.db.query<{ status: string; amount_cents: number; email: string }>(
        `select status, amount_cents, email from subscriptions where stripe_subscription_id = 'sub_real_1'`,
      ))[0];

    it('503 without STRIPE_WEBHOOK_SECRET', async () => {
      const res = await call('stripeWebhook', null, signed(completed('evt_0')));
      expect(res.status).toBe(503);
    });
    it('400 without or with a bad signature', async () => {
      expect((await call('stripeWebhook', null, { raw: JSON.stringify(completed('evt_1')), with: webhook })).status).toBe(400);
      const forged = signed(completed('evt_1'), 'whsec_wrong');
      expect((await call('stripeWebhook', null, { ...forged, with: webhook })).status).toBe(400);
      const tampered = signed(completed('evt_1'));
      tampered.raw = tampered.raw.replace('2900', '1');
      expect((await call('stripeWebhook', null, { ...tampered, with: webhook })).status).toBe(400);
      expect(await row()).toBeUndefined();
    });
    it('400 for a signed event whose shape the tables cannot take, instead of a failed insert (found by fuzzing)', async () => {
      const base = completed('evt_shape');
      const odd: object[] = [
        {},
        [1, 2],
        { ...base, id: undefined },
        { ...base, id: 42 },
        { ...base, created: 1e300 },
        { ...base, data: 'nothing' },
        { ...base, data: { object: { ...base.data.object, amount_total: 'lots' } } },
        { ...base, data: { object: { ...base.data.object, customer_details: { email: 'x\u0000@example.com', name: 'N' } } } },
        subscriptionEvent('evt_shape_sub', 'customer.subscription.updated', 'active', 2_000_000_000),
        { ...subscriptionEvent('evt_shape_sub2', 'customer.subscription.updated', 'active', 100), data: { object: { id: 'sub_x', customer: 'cus_x', status: 'active', items: { data: [{ price: { unit_amount: 100 }, quantity: 1, current_period_end: 1e20 }] } } } },
      ];
      (odd.at(-2) as ReturnType<typeof subscriptionEvent>).data.object.items.data[0]!.quantity = 5;
      for (const event of odd) {
        const res = await call('stripeWebhook', null, { ...signed(event), with: webhook });
        expect(res.status, JSON.stringify(event).slice(0, 120)).toBe(400);
        expect(res.body).toEqual({ error: 'The webhook event is not a valid Stripe event.' });
      }
      const [count] = await test.db.query<{ n: number }>(`select count(*)::int as n from processed_webhook_events where event_id like 'evt_shape%'`);
      expect(count?.n).toBe(0);
      // an event type the site does not handle is still acknowledged
      const other = await call('stripeWebhook', null, { ...signed({ id: 'evt_other_type', object: 'event', type: 'invoice.paid', created: created(), data: { object: { id: 'in_1' } } }), with: webhook });
      expect(other.body).toEqual({ received: true });
    });
    it('applies a checkout once; a duplicate changes nothing', async () => {
      const event = signed(completed('evt_checkout'));
      expect((await call('stripeWebhook', null, { ...event, with: webhook })).body).toEqual({ received: true });
      expect(await row()).toMatchObject({ status: 'active', amount_cents: 2900, email: 'buyer@example.com' });
      await test.db.query(`update subscriptions set amount_cents = 1234 where stripe_subscription_id = 'sub_real_1'`);
      expect((await call('stripeWebhook', null, { ...event, with: webhook })).body).toEqual({ received: true, duplicate: true });
      expect((await row())?.amount_cents).toBe(1234);
    });
    it('concurrent duplicates apply once', async () => {
      clock += 1000;
      const event = signed(subscriptionEvent('evt_concurrent', 'customer.subscription.updated', 'past_due', 9900));
      const results = await Promise.all(Array.from({ length: 5 }, () => call('stripeWebhook', null, { ...event, with: webhook })));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => !r.body.duplicate)).toHaveLength(1);
      expect(await row()).toMatchObject({ status: 'past_due', amount_cents: 9900, email: 'buyer@example.com' });
      const [count] = await test.db.query<{ n: number }>(`select count(*)::int as n from processed_webhook_events where event_id = 'evt_concurrent'`);
      expect(count?.n).toBe(1);
    });
    it('an older event arriving late does not overwrite a newer state', async () => {
      clock += 1000;
      await call('stripeWebhook', null, { ...signed(subscriptionEvent('evt_new', 'customer.subscription.updated', 'active', 9900)), with: webhook });
      await call('stripeWebhook', null, { ...signed(subscriptionEvent('evt_old', 'customer.subscription.updated', 'past_due', 100, created() - 3600)), with: webhook });
      expect(await row()).toMatchObject({ status: 'active', amount_cents: 9900 });
    });
    it('a deleted subscription is canceled, and real rows replace the samples in the figures', async () => {
      const token = await login();
      const metrics = await call('hostingAutomationMonitor', { action: 'get_metrics' }, { token });
      // exactly the one active subscription the webhook recorded
      expect(metrics.body.monthlyRevenue).toBe(99);
      const live = adminAnalyticsResponse.parse((await call('adminAnalytics', { action: 'get_hosting_customers', timeframe: '30d' }, { token })).body);
      expect(live).toEqual({ activeCustomers: 1, sample: false, customers: [expect.objectContaining({ email: 'buyer@example.com', status: 'active', revenue: 99 })] });
      clock += 1000;
      await call('stripeWebhook', null, { ...signed(subscriptionEvent('evt_deleted', 'customer.subscription.deleted', 'canceled', 9900)), with: webhook });
      expect((await row())?.status).toBe('canceled');
      const after = await call('hostingAutomationMonitor', { action: 'get_metrics' }, { token });
      expect(after.body.monthlyRevenue).toBe(0);
      const analytics = await call('adminAnalytics', { action: 'get_hosting_customers', timeframe: '30d' }, { token });
      expect(analytics.body).toEqual({ activeCustomers: 0, sample: false, customers: [expect.objectContaining({ email: 'buyer@example.com', status: 'canceled', plan: 'A/B Testing Pro' })] });
    });
  });
});
