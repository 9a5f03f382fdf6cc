/**
 * The plan buttons' form posts (functions/checkout-form.ts) through the whole app, with the real
 * Stripe SDK against the local fake (functions/testing/fake-stripe.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, checkoutFailures, checkoutFormPath, messages, stripeFormTargets, subscriptionPriceIds, workflowLookupKeys } from '../domain';
import { createApp } from './app';
import { parseEnv } from './env';
import { metaPolicy } from '../scripts/csp';
import { rateLimits } from './rate-limit';
import { contentSecurityPolicy } from './site-headers';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/databases';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe';

const origin = 'https://lonestar.test';
const allLookupKeys = [...subscriptionPriceIds, ...Object.values(workflowLookupKeys)];

let test: TestDatabase;
let fake: FakeStripe;
let app: ReturnType<typeof createApp>;
let appWithoutStripe: ReturnType<typeof createApp>;
let ipCounter = 0;
let ip = '';

beforeAll(async () => {
  test = await openTestDatabase('pglite');
  fake = await startFakeStripe(Object.fromEntries(allLookupKeys.map((key) => [key, `price_fake_${key}`])));
  const env = { SITE_ORIGIN: origin, TRUST_PROXY_HOPS: '1' };
  app = createApp({ db: test.db, env: parseEnv({ ...env, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url }), staticDir: '/nonexistent/dist/client' });
  appWithoutStripe = createApp({ db: test.db, env: parseEnv(env), staticDir: '/nonexistent/dist/client' });
});
afterAll(async () => {
  await fake?.close();
  await test?.cleanup();
});
beforeEach(() => {
  ip = `203.0.113.${++ipCounter}`;
});

const sameSite = { origin, 'sec-fetch-site': 'same-origin' };

function post(fields: Record<string, string> | string, options: { on?: typeof app; headers?: Record<string, string> } = {}) {
  return (options.on ?? app).request(`${origin}${checkoutFormPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...sameSite, ...options.headers },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

const checkoutWrites = () => fake.writes().filter((r) => r.path === '/v1/checkout/sessions').length;

describe('a plan button posted before the scripts', () => {
  it('an A/B testing or heat-map plan: 303 to Stripe’s checkout, returning to the page it was on', async () => {
    const res = await post({ priceId: 'price_heatmap_pro', returnPath: '/pricing' });
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const session = [...fake.sessions.values()].at(-1)!;
    expect(res.headers.get('location')).toBe(session.url);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);
    expect(session.success_url).toBe(`${origin}/pricing?success=true&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${origin}/pricing?canceled=true`);
    expect(session.priceId).toBe('price_fake_price_heatmap_pro');
  });

  it('the pages’ policy lets that 303 go on to Stripe (browsers check form-action on the redirect)', () => {
    for (const policy of [contentSecurityPolicy(), metaPolicy([])]) {
      expect(policy.split('; ').find((d) => d.startsWith('form-action'))).toBe(`form-action 'self' ${stripeFormTargets.join(' ')}`);
    }
    expect(stripeFormTargets).toEqual(['https://checkout.stripe.com', 'https://billing.stripe.com']);
  });

  it('a customer workflow plan: 303 to Stripe’s checkout, returning to /customer-workflows', async () => {
    const res = await post({ planType: 'professional' });
    expect(res.status).toBe(303);
    const session = [...fake.sessions.values()].at(-1)!;
    expect(res.headers.get('location')).toBe(session.url);
    expect(session.success_url).toBe(`${origin}/customer-workflows?success=true&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.priceId).toBe(`price_fake_${workflowLookupKeys.professional}`);
  });

  it('without Stripe keys: a page that says payments are not switched on (503), with the way back', async () => {
    const res = await post({ priceId: 'price_ab_testing_pro', returnPath: '/ab-testing' }, { on: appWithoutStripe });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`<h1>${checkoutFailures.notConfigured.title}</h1>`);
    expect(html).toContain('href="/ab-testing"');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('a post from another site is refused (403) and reaches nobody', async () => {
    const before = checkoutWrites();
    for (const headers of [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', 'sec-fetch-site': '' }, { 'sec-fetch-site': 'same-site', origin: '' }]) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
      const res = await app.request(`${origin}${checkoutFormPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...clean },
        body: 'priceId=price_ab_testing_pro&returnPath=%2Fpricing',
      });
      expect(res.status, JSON.stringify(clean)).toBe(403);
      expect(await res.json()).toMatchObject({ error: messages.formPostForeign });
    }
    expect(checkoutWrites()).toBe(before);
  });

  it('bad input: 400 (or 413, 415) and nothing reaches Stripe', async () => {
    const before = checkoutWrites();
    const bad: Array<Record<string, string>> = [
      {},
      { priceId: 'price_ab_testing_pro' },
      { priceId: 'price_free', returnPath: '/pricing' },
      { priceId: 'price_ab_testing_pro', returnPath: 'https://evil.example/phish' },
      { priceId: 'price_ab_testing_pro', returnPath: '//evil.example' },
      { priceId: 'price_ab_testing_pro', returnPath: '/contact' },
      { planType: 'gold' },
      { planType: 'starter', priceId: 'price_ab_testing_pro' },
    ];
    for (const fields of bad) {
      const res = await post(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const html = await res.text();
      expect(html).toContain(`<h1>${messages.checkoutFormInvalid}</h1>`);
      expect(html).not.toContain('evil.example');
    }
    expect((await post(`priceId=${'x'.repeat(2000)}`)).status).toBe(413);
    const notForm = await app.request(`${origin}${checkoutFormPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...sameSite },
      body: JSON.stringify({ priceId: 'price_ab_testing_pro', returnPath: '/pricing' }),
    });
    expect(notForm.status).toBe(415);
    expect(checkoutWrites()).toBe(before);
  });
});

describe.each(testDatabaseKinds)('the checkout limit on %s', (kind) => {
  let db: TestDatabase;
  let on: typeof app;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    on = createApp({ db: db.db, env: parseEnv({ SITE_ORIGIN: origin, TRUST_PROXY_HOPS: '1', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url }), staticDir: '/nonexistent/dist/client' });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it(`rate-limited with the JSON calls: 20 at the same moment from one client, ${rateLimits.checkout.max} reach Stripe, the rest get 429`, async () => {
    const json = (i: number) =>
      on.request(`${origin}${apiPaths.createPayment}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ priceId: 'price_ab_testing_pro', mode: 'subscription', successUrl: `/ab-testing?success=true&n=${i}`, cancelUrl: '/ab-testing?canceled=true' }),
      });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0 ? json(i) : i % 2 ? post({ priceId: 'price_ab_testing_enterprise', returnPath: '/ab-testing' }, { on }) : post({ planType: 'starter' }, { on }),
      ),
    );
    const started = results.filter((r) => r.status === 303 || r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(started).toHaveLength(rateLimits.checkout.max);
    expect(refused).toHaveLength(20 - rateLimits.checkout.max);
    expect(refused.every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
    const refusedPage = results.find((r, i) => r.status === 429 && i % 4 !== 0);
    expect(refusedPage).toBeDefined();
    expect(await refusedPage!.text()).toContain(`<h1>${checkoutFailures.rateLimited.title}</h1>`);
  });
});
