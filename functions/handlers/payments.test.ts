/**
 * The payment calls against a local fake of Stripe's HTTP API (functions/testing/fake-stripe.ts,
 * reached by the real SDK through STRIPE_API_URL): what is sent to Stripe for every plan, return
 * URLs that leave the site (a property test), the checkout-session status and billing-portal
 * calls, and 503 without keys. handlers.test.ts covers the basics of create-payment and the
 * webhook's signature and duplicate handling; this file does not repeat them.
 */
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutSessionResponse,
  customerWorkflowPlans,
  messages,
  paymentMessages,
  purchasablePlan,
  subscriptionPriceIds,
  workflowLookupKeys,
  type ApiCall,
} from '../../domain';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { rateLimits } from '../rate-limit';
import { ownUrl } from '../stripe';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe';
import { paymentLookupLimit } from './checkout-session';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const webhookSecret = 'whsec_payments_test';
const allLookupKeys = [...subscriptionPriceIds, ...Object.values(workflowLookupKeys)];
/** lookup key -> the fake's price id */
const priceIdOf = (lookupKey: string) => `price_fake_${lookupKey}`;

let test: TestDatabase;
let fake: FakeStripe;
let clock = Date.parse('2026-11-20T15:00:00.000Z');
const now = () => new Date(clock);
let withStripe: Record<ApiCall, Handler>;
let withoutStripe: Record<ApiCall, Handler>;
let ipCounter = 0;
let ip = '';

beforeAll(async () => {
  test = await openTestDatabase('pglite');
  fake = await startFakeStripe({
    prices: Object.fromEntries(allLookupKeys.map((key) => [key, priceIdOf(key)])),
    priceDetails: Object.fromEntries(
      allLookupKeys.map((key) => [priceIdOf(key), { unit_amount: purchasablePlan(key)!.monthlyPrice * 100 }]),
    ),
  });
  withStripe = createHandlers({
    db: test.db,
    env: parseEnv({ SITE_ORIGIN: origin, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url, STRIPE_WEBHOOK_SECRET: webhookSecret }),
    now,
  });
  withoutStripe = createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin }), now });
});
afterAll(async () => {
  await fake?.close();
  await test?.cleanup();
});
beforeEach(() => {
  ip = `198.51.100.${++ipCounter}`;
});

async function call(handlers: Record<ApiCall, Handler>, name: ApiCall, body: unknown, options: { raw?: string; headers?: Record<string, string>; url?: string } = {}) {
  const request = new Request(options.url ?? `${origin}/api/x`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });
  const res = await handlers[name](request, { clientIp: ip });
  const text = await res.text();
  const retryAfter = res.headers.get('retry-after');
  return { status: res.status, body: text ? JSON.parse(text) : null, ...(retryAfter ? { retryAfter } : {}) };
}

/** The Stripe requests made while `fn` runs. */
async function stripeRequestsDuring(fn: () => Promise<unknown>) {
  const from = fake.requests.length;
  await fn();
  return fake.requests.slice(from);
}

const paymentBody = (priceId: string, page = '/ab-testing') => ({
  priceId,
  mode: 'subscription',
  successUrl: `${page}?success=true`,
  cancelUrl: `${page}?canceled=true`,
});

describe('what is sent to Stripe for each plan', () => {
  it.each(subscriptionPriceIds)('create-payment %s: the price by lookup key, a subscription, own URLs, our idempotency key', async (priceId) => {
    const page = priceId.includes('heatmap') ? '/heat-map' : '/ab-testing';
    let res!: Awaited<ReturnType<typeof call>>;
    const sent = await stripeRequestsDuring(async () => {
      res = await call(withStripe, 'createPayment', paymentBody(priceId, page));
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const [list, create] = sent;
    expect(sent).toHaveLength(2);
    expect(list).toMatchObject({ method: 'GET', path: '/v1/prices' });
    expect(list!.query.get('lookup_keys[0]')).toBe(priceId);
    expect(create).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    const form = create!.form;
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe(priceIdOf(priceId));
    expect(form.get('line_items[0][quantity]')).toBe('1');
    // no amount ever comes from the client or goes to Stripe as inline price data
    expect([...form.keys()].some((k) => k.includes('price_data') || k.includes('amount'))).toBe(false);
    expect(form.get('success_url')).toBe(`${origin}${page}?success=true&session_id={CHECKOUT_SESSION_ID}`);
    expect(form.get('cancel_url')).toBe(`${origin}${page}?canceled=true`);
    expect(form.get('metadata[lookup_key]')).toBe(priceId);
    expect(form.get('subscription_data[metadata][lookup_key]')).toBe(priceId);
    expect(create!.idempotencyKey).toBeTruthy();
    expect(create!.idempotencyKey).not.toMatch(/^stripe-node-retry-/);
  });

  it.each(customerWorkflowPlans.map((p) => p.planType))('create-workflow-subscription %s', async (planType) => {
    let res!: Awaited<ReturnType<typeof call>>;
    const sent = await stripeRequestsDuring(async () => {
      res = await call(withStripe, 'createWorkflowSubscription', { planType, returnUrl: '/customer-workflows?success=true' });
    });
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [list, create] = sent;
    expect(list!.query.get('lookup_keys[0]')).toBe(workflowLookupKeys[planType]);
    expect(create!.form.get('mode')).toBe('subscription');
    expect(create!.form.get('line_items[0][price]')).toBe(priceIdOf(workflowLookupKeys[planType]));
    expect(create!.form.get('success_url')).toBe(`${origin}/customer-workflows?success=true&session_id={CHECKOUT_SESSION_ID}`);
    expect(create!.form.get('cancel_url')).toBe(`${origin}/customer-workflows?canceled=true`);
    expect(create!.idempotencyKey).not.toMatch(/^stripe-node-retry-/);
  });

  it('a double click gets the same Checkout Session back; another plan gets its own', async () => {
    const first = await call(withStripe, 'createPayment', paymentBody('price_heatmap_pro', '/heat-map'));
    const sessionsBefore = fake.sessions.size;
    const again = await call(withStripe, 'createPayment', paymentBody('price_heatmap_pro', '/heat-map'));
    expect(again.body.url).toBe(first.body.url);
    expect(fake.sessions.size).toBe(sessionsBefore);
    const other = await call(withStripe, 'createPayment', paymentBody('price_heatmap_enterprise', '/heat-map'));
    expect(other.body.url).not.toBe(first.body.url);
  });

  it('a Stripe that refuses the key is a polite 503, and the detail stays in the log', async () => {
    const badKey = createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin, STRIPE_SECRET_KEY: 'not_a_key', STRIPE_API_URL: fake.url }), now });
    const res = await call(badKey, 'createPayment', paymentBody('price_ab_testing_pro'));
    expect(res).toEqual({ status: 503, body: { error: messages.checkoutFailed } });
  });
});

// --- return URLs --------------------------------------------------------------------------

const siteHost = new URL(origin).host;
const foreignDomain = fc.domain().filter((d) => d !== siteHost);
const pathish = fc.webPath();
/** Return URLs that lead off the site, in the ways people try. */
const foreignUrl = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((u) => new URL(u).origin !== origin),
  fc.tuple(foreignDomain, pathish).map(([d, p]) => `//${d}${p}`),
  fc.tuple(foreignDomain, pathish).map(([d, p]) => `///${d}${p}`),
  fc.tuple(foreignDomain, pathish).map(([d, p]) => `/\\${d}${p}`),
  fc.tuple(foreignDomain, pathish).map(([d, p]) => `\\\\${d}${p}`),
  fc.tuple(foreignDomain, pathish).map(([d, p]) => `https:\\\\${d}${p}`),
  fc.tuple(foreignDomain, pathish).map(([d, p]) => `https://${siteHost}@${d}${p}`),
  fc.tuple(foreignDomain, pathish).map(([d, p]) => `https://${siteHost}:pw@${d}${p}`),
  fc.tuple(foreignDomain, fc.constantFrom('\t', '\n', ' ', '\r\n')).map(([d, ws]) => `${ws}//${d}/`),
  fc.tuple(foreignDomain, fc.constantFrom('\t', '\n')).map(([d, ws]) => `/${ws}/${d}/`),
  fc.tuple(foreignDomain, pathish).map(([d, p]) => `HTTPS://${d.toUpperCase()}${p}`),
  // Credentials on our own host, even empty ones (`https://:@lonestar.test`): a return URL never carries them.
  fc.tuple(fc.webSegment(), pathish).map(([user, p]) => `https://${user}@${siteHost}${p}`),
  pathish.map((p) => `http://${siteHost}${p}`),
  fc.integer({ min: 1, max: 65535 }).filter((port) => port !== 443).map((port) => `https://${siteHost}:${port}/`),
  fc.string().map((s) => `javascript:${s}`),
  fc.string().map((s) => `JavaScript:alert(${JSON.stringify(s)})`),
  fc.string().map((s) => `data:text/html,${s}`),
  fc.constantFrom('mailto:owner@lonestar.test', 'ftp://lonestar.test/', 'file:///etc/passwd', 'blob:https://lonestar.test/1'),
);
/** Return URLs on the site: relative paths and absolute URLs of the site's own origin. */
const ownPage = fc.constantFrom('/ab-testing', '/heat-map', '/customer-workflows', '/payment-success', '/');
const onSiteUrl = fc.oneof(
  fc.tuple(ownPage, pathish, fc.webQueryParameters()).map(([page, p, q]) => `${page}${page === '/' ? '' : p}${q ? `?${q}` : ''}`),
  fc.tuple(pathish, fc.webQueryParameters()).map(([p, q]) => `${origin}${p}${q ? `?${q}` : ''}`),
  pathish.map((p) => `HTTPS://LONESTAR.TEST${p}`),
  pathish.map((p) => `${origin}:443${p}`),
  fc.constantFrom('/../../evil.com', '?success=true', '#top', 'ab-testing?success=true'),
);

describe('return URLs must be pages of this site', () => {
  it('ownUrl refuses every generated off-site URL and accepts every on-site one', () => {
    fc.assert(
      fc.property(foreignUrl, (value) => {
        let url: URL | undefined;
        try {
          url = ownUrl(value, origin, 'successUrl');
        } catch (error) {
          expect((error as { status?: number }).status).toBe(400);
          return;
        }
        throw new Error(`accepted ${JSON.stringify(value)} as ${url.href}`);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(onSiteUrl, (value) => {
        expect(ownUrl(value, origin, 'successUrl').origin).toBe(origin);
      }),
      { numRuns: 1000 },
    );
  });

  it('each call answers 400 naming the field for an off-site URL (and gets past that check for an on-site one)', async () => {
    const field = fc.constantFrom('successUrl', 'cancelUrl', 'returnUrl', 'portalReturnUrl');
    await fc.assert(
      fc.asyncProperty(field, fc.oneof(foreignUrl.map((u) => ({ u, foreign: true })), onSiteUrl.map((u) => ({ u, foreign: false }))), async (which, { u, foreign }) => {
        // Without a Stripe key a request that passes validation is a 503: 400 means the URL was refused.
        ip = `198.18.${++ipCounter >> 8}.${ipCounter & 255}`; // each run its own client (checkout calls are limited)
        const res =
          which === 'returnUrl'
            ? await call(withoutStripe, 'createWorkflowSubscription', { planType: 'starter', returnUrl: u })
            : which === 'portalReturnUrl'
              ? await call(withoutStripe, 'billingPortal', { sessionId: 'cs_test_1', returnUrl: u })
              : await call(withoutStripe, 'createPayment', { ...paymentBody('price_ab_testing_pro'), [which]: u });
        if (u.length === 0 || u.length > 2048) return expect(res.status).toBe(400);
        if (foreign) {
          expect(res.status, u).toBe(400);
          expect(res.body.error).toContain(which === 'portalReturnUrl' ? 'returnUrl' : which);
        } else {
          expect(res.status, u).toBe(503);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an off-site URL never reaches Stripe, even with keys', async () => {
    const sent = await stripeRequestsDuring(async () => {
      expect((await call(withStripe, 'createPayment', { ...paymentBody('price_ab_testing_pro'), successUrl: 'https://lonestar.test@evil.example/' })).status).toBe(400);
      expect((await call(withStripe, 'createWorkflowSubscription', { planType: 'starter', returnUrl: '//evil.example/' })).status).toBe(400);
      expect((await call(withStripe, 'billingPortal', { sessionId: 'cs_test_1', returnUrl: 'javascript:alert(1)' })).status).toBe(400);
    });
    expect(sent).toEqual([]);
  });

  it('tampered plan ids and modes are 400 with a clear error', async () => {
    for (const priceId of ['price_ab_testing_free', 'price_123', 'PRICE_AB_TESTING_PRO', '', 'price_ab_testing_pro ']) {
      const res = await call(withStripe, 'createPayment', { ...paymentBody('x'), priceId });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('priceId');
    }
    for (const mode of ['payment', 'setup', 'Subscription']) {
      const res = await call(withStripe, 'createPayment', { ...paymentBody('price_ab_testing_pro'), mode });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('mode');
    }
    for (const planType of ['free', 'Starter', 'price_workflow_starter']) {
      const res = await call(withStripe, 'createWorkflowSubscription', { planType, returnUrl: '/customer-workflows?success=true' });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('planType');
    }
    const priced = await call(withStripe, 'createWorkflowSubscription', { planType: 'starter', returnUrl: '/customer-workflows', price: 1 });
    expect(priced.status).toBe(400);
  });
});

// --- status and portal ----------------------------------------------------------------------

async function startCheckout(lookupKey: string): Promise<string> {
  const workflow = Object.entries(workflowLookupKeys).find(([, key]) => key === lookupKey)?.[0];
  const res = workflow
    ? await call(withStripe, 'createWorkflowSubscription', { planType: workflow, returnUrl: '/customer-workflows?success=true' })
    : await call(withStripe, 'createPayment', paymentBody(lookupKey));
  clock += 60_000; // the next checkout of the same plan is a new session
  const url: string = res.body.url ?? res.body.checkoutUrl;
  return url.split('/').at(-1)!;
}

describe('checkout-session status', () => {
  it('503 without a key, with the not-configured message', async () => {
    expect(await call(withoutStripe, 'checkoutSession', { sessionId: 'cs_test_1' })).toEqual({ status: 503, body: { error: messages.paymentsNotConfigured } });
  });

  it('400 for anything that is not a checkout session id', async () => {
    for (const sessionId of ['', 'pi_123', 'cs_test_../../v1/customers', 'cs_test_1?expand=customer', 42]) {
      const res = await call(withStripe, 'checkoutSession', { sessionId });
      expect(res.status, String(sessionId)).toBe(400);
      expect(res.body.error).toContain('sessionId');
    }
    expect((await call(withStripe, 'checkoutSession', { sessionId: 'cs_test_1', plan: 'price_heatmap_pro' })).status).toBe(400);
  });

  it('404 for a session Stripe does not know', async () => {
    expect(await call(withStripe, 'checkoutSession', { sessionId: 'cs_test_doesnotexist' })).toEqual({ status: 404, body: { error: paymentMessages.sessionNotFound } });
  });

  it.each(allLookupKeys)('%s: open until paid, then complete with the plan from the domain tables', async (lookupKey) => {
    const sessionId = await startCheckout(lookupKey);
    const plan = purchasablePlan(lookupKey)!;
    const open = await call(withStripe, 'checkoutSession', { sessionId });
    expect(open.status).toBe(200);
    expect(checkoutSessionResponse.parse(open.body)).toEqual({
      sessionId,
      status: 'open',
      paymentStatus: 'unpaid',
      plan: { id: lookupKey, name: plan.product, priceText: plan.priceText, pagePath: plan.pagePath },
      amountTotal: plan.monthlyPrice * 100,
      currency: 'usd',
      canManage: false,
    });
    fake.completeSession(sessionId, { id: `cus_${lookupKey}` });
    const complete = await call(withStripe, 'checkoutSession', { sessionId });
    expect(complete.body).toMatchObject({ status: 'complete', paymentStatus: 'paid', canManage: true, plan: { id: lookupKey, name: plan.product } });
  });

  it('asks Stripe for the line items, and maps the plan from the price, not from anything sent', async () => {
    const sessionId = await startCheckout('price_ab_testing_pro');
    const sent = await stripeRequestsDuring(() => call(withStripe, 'checkoutSession', { sessionId }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });
    expect(sent[0]!.query.get('expand[0]')).toBe('line_items');
    // a price the site does not sell (someone else's product in the same account): no plan
    fake.prices.get(priceIdOf('price_ab_testing_pro'))!.lookup_key = 'somebody_elses_key';
    fake.sessions.get(sessionId)!.metadata = {};
    try {
      expect((await call(withStripe, 'checkoutSession', { sessionId })).body.plan).toBeNull();
    } finally {
      fake.prices.get(priceIdOf('price_ab_testing_pro'))!.lookup_key = 'price_ab_testing_pro';
    }
  });

  it('an expired session says so', async () => {
    const sessionId = await startCheckout('price_heatmap_pro');
    fake.sessions.get(sessionId)!.status = 'expired';
    expect((await call(withStripe, 'checkoutSession', { sessionId })).body).toMatchObject({ status: 'expired', canManage: false });
  });

  it(`is limited to ${paymentLookupLimit.max} lookups per address in ${paymentLookupLimit.windowMs / 60_000} minutes`, async () => {
    const sessionId = await startCheckout('price_heatmap_pro');
    for (let i = 0; i < paymentLookupLimit.max; i += 1) expect((await call(withStripe, 'checkoutSession', { sessionId })).status).toBe(200);
    const limited = await call(withStripe, 'checkoutSession', { sessionId });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(messages.rateLimited);
  });
});

describe('billing portal', () => {
  const returnUrl = (sessionId: string) => `/payment-success?session_id=${sessionId}`;

  it('503 without a key', async () => {
    expect(await call(withoutStripe, 'billingPortal', { sessionId: 'cs_test_1', returnUrl: '/payment-success' })).toEqual({
      status: 503,
      body: { error: messages.paymentsNotConfigured },
    });
  });

  it('400 for a bad body, 404 for an unknown session, 409 before the checkout is complete', async () => {
    expect((await call(withStripe, 'billingPortal', { sessionId: 'cs_test_1' })).status).toBe(400);
    expect((await call(withStripe, 'billingPortal', { sessionId: 'sub_123', returnUrl: '/' })).status).toBe(400);
    expect((await call(withStripe, 'billingPortal', { sessionId: 'cs_test_unknown', returnUrl: '/' })).status).toBe(404);
    const sessionId = await startCheckout('price_ab_testing_enterprise');
    expect(await call(withStripe, 'billingPortal', { sessionId, returnUrl: returnUrl(sessionId) })).toEqual({
      status: 409,
      body: { error: paymentMessages.nothingToManage },
    });
  });

  it('opens the portal for the customer of a completed checkout, returning to the site', async () => {
    const sessionId = await startCheckout('price_workflow_professional');
    fake.completeSession(sessionId, { id: 'cus_portal_1' });
    let res!: Awaited<ReturnType<typeof call>>;
    const sent = await stripeRequestsDuring(async () => {
      res = await call(withStripe, 'billingPortal', { sessionId, returnUrl: returnUrl(sessionId) });
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const create = sent.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(create.form.get('customer')).toBe('cus_portal_1');
    expect(create.form.get('return_url')).toBe(`${origin}${returnUrl(sessionId)}`);
    expect(create.idempotencyKey).toBeTruthy();
    expect(create.idempotencyKey).not.toMatch(/^stripe-node-retry-/);
  });

  it('an hour after checkout the session id no longer opens the portal, and the status says it cannot manage', async () => {
    const sessionId = await startCheckout('price_workflow_professional');
    fake.completeSession(sessionId, { id: 'cus_portal_old' });
    const created = fake.sessions.get(sessionId)!.created * 1000;
    const at = (ms: number) => createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url }), now: () => new Date(ms) });
    const withinTheHour = at(created + 59 * 60_000);
    expect((await call(withinTheHour, 'checkoutSession', { sessionId })).body.canManage).toBe(true);
    expect((await call(withinTheHour, 'billingPortal', { sessionId, returnUrl: returnUrl(sessionId) })).status).toBe(200);
    const later = at(created + 61 * 60_000);
    expect((await call(later, 'checkoutSession', { sessionId })).body.canManage).toBe(false);
    const portalsBefore = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').length;
    expect(await call(later, 'billingPortal', { sessionId, returnUrl: returnUrl(sessionId) })).toMatchObject({
      status: 403,
      body: { error: paymentMessages.portalLinkExpired },
    });
    expect(fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions')).toHaveLength(portalsBefore);
  });
});

describe('checkout calls are limited per client', () => {
  it(`a burst of 20 at the same moment: ${rateLimits.checkout.max} reach Stripe, the rest get 429 with Retry-After`, async () => {
    const sessionsBefore = fake.sessions.size;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? call(withStripe, 'createPayment', paymentBody('price_ab_testing_pro', `/ab-testing?attempt=${i}`))
          : call(withStripe, 'createWorkflowSubscription', { planType: 'starter', returnUrl: `/customer-workflows?success=true&attempt=${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(rateLimits.checkout.max);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20 - rateLimits.checkout.max);
    expect(refused.every((r) => r.body.error === messages.rateLimited && Number(r.retryAfter) > 0)).toBe(true);
    // varying the return URL no longer buys more sessions
    expect(fake.sessions.size - sessionsBefore).toBe(rateLimits.checkout.max);
    ip = '198.51.100.250';
    expect((await call(withStripe, 'createPayment', paymentBody('price_ab_testing_pro'))).status).toBe(200);
  });
});

describe('a forged Host never decides where a customer is sent', () => {
  const forged = { url: 'http://evil.example/api/x' };
  const phish = { ...paymentBody('price_ab_testing_pro'), successUrl: 'http://evil.example/phish', cancelUrl: 'http://evil.example/phish' };

  it('with keys but no SITE_ORIGIN: 400, and nothing reaches Stripe', async () => {
    const noOrigin = createHandlers({ db: test.db, env: parseEnv({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url }), now });
    const sent = await stripeRequestsDuring(async () => {
      expect(await call(noOrigin, 'createPayment', phish, forged)).toMatchObject({ status: 400, body: { error: messages.siteOriginUnset } });
      expect((await call(noOrigin, 'createWorkflowSubscription', { planType: 'starter', returnUrl: 'http://evil.example/phish' }, forged)).status).toBe(400);
      expect((await call(noOrigin, 'billingPortal', { sessionId: 'cs_test_1', returnUrl: 'http://evil.example/phish' }, forged)).status).toBe(400);
    });
    expect(sent).toEqual([]);
  });

  it('with keys and SITE_ORIGIN: the forged host is off-site, 400', async () => {
    expect((await call(withStripe, 'createPayment', phish, forged)).status).toBe(400);
  });

  it('without keys: 400 too; on this machine (localhost) the request\'s own origin is fine for local use', async () => {
    const local = createHandlers({ db: test.db, env: parseEnv({}), now });
    expect((await call(local, 'createPayment', phish, forged)).status).toBe(400);
    const own = { ...paymentBody('price_ab_testing_pro'), successUrl: 'http://localhost:3000/ab-testing', cancelUrl: 'http://localhost:3000/ab-testing' };
    expect(await call(local, 'createPayment', own, { url: 'http://localhost:3000/api/x' })).toMatchObject({ status: 503, body: { error: messages.paymentsNotConfigured } });
  });
});

describe('every POST to Stripe carried our idempotency key', () => {
  it('across everything this file sent', () => {
    const writes = fake.writes();
    expect(writes.length).toBeGreaterThan(10);
    for (const write of writes) expect(write.idempotencyKey, write.path).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    for (const write of writes) expect(write.idempotencyKey, write.path).not.toMatch(/^stripe-node-retry-/);
  });
});

// --- webhook: what handlers.test.ts does not cover -------------------------------------------

describe('stripe-webhook: customer.subscription.created', () => {
  it('records the plan, amount and period end of a new subscription, once', async () => {
    const periodEnd = Math.floor(clock / 1000) + 30 * 86400;
    const event = {
      id: 'evt_sub_created_1',
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(clock / 1000),
      data: {
        object: {
          id: 'sub_created_1',
          object: 'subscription',
          customer: 'cus_created_1',
          status: 'active',
          metadata: { lookup_key: 'price_heatmap_pro' },
          items: { object: 'list', data: [{ id: 'si_1', quantity: 1, current_period_end: periodEnd, price: { id: 'price_x', lookup_key: 'price_heatmap_pro', unit_amount: 3900 } }] },
        },
      },
    };
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(clock / 1000) });
    const send = () => call(withStripe, 'stripeWebhook', null, { raw: payload, headers: { 'stripe-signature': header } });
    expect((await send()).body).toEqual({ received: true });
    expect((await send()).body).toEqual({ received: true, duplicate: true });
    const [row] = await test.db.query<{ plan_lookup_key: string; status: string; amount_cents: number; current_period_end: Date; stripe_customer_id: string }>(
      `select plan_lookup_key, status, amount_cents, current_period_end, stripe_customer_id from subscriptions where stripe_subscription_id = 'sub_created_1'`,
    );
    expect(row).toMatchObject({ plan_lookup_key: 'price_heatmap_pro', status: 'active', amount_cents: 3900, stripe_customer_id: 'cus_created_1' });
    expect(new Date(row!.current_period_end).getTime()).toBe(periodEnd * 1000);
  });
});
