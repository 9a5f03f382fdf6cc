/**
 * Managing a subscription by email, through the whole app (createApp) with the real Stripe SDK
 * against the local fake Stripe and a real SMTP server in the test process: customers are
 * recorded by signed webhook events, a customer's address gets a one-time link and a stranger's
 * nothing (with the same answer), the link opens the portal once (also when pressed twice at the
 * same moment) and not after its hour, and the per-email cap holds under simultaneous requests.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, fieldMessages, messages, portalLinkMessages, type PageAnswer } from '../domain';
import { createApp } from './app';
import { parseEnv } from './env';
import type { RenderedPage } from './form-posts';
import { createMailSender, type MailSender } from './mail/sender';
import { startTestSmtpServer, type TestSmtpServer } from './mail/smtp-test-server';
import { hashPortalToken, portalLinkLifetimeMs } from './portal-links';
import { rateLimits } from './rate-limit';
import { openTestDatabase, type TestDatabase } from './testing/databases';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe';

const origin = 'https://lonestar.test';
const webhookSecret = 'whsec_portal_links_test';

let test: TestDatabase;
let fake: FakeStripe;
let smtp: TestSmtpServer;
let sender: MailSender;
let clock = Date.parse('2026-11-25T15:00:00.000Z');
const now = () => new Date(clock);
/** what the page renderer was asked for (the built app is not needed here) */
const rendered: Array<{ url: string; answer: PageAnswer | null }> = [];
const renderPage = async (url: string, answer: PageAnswer | null): Promise<RenderedPage> => {
  rendered.push({ url, answer });
  return { html: `<!doctype html><title>page</title><p data-url="${url}">${answer ? JSON.stringify(answer) : ''}</p>`, scriptHashes: [], styleHashes: [] };
};
const env = (extra: Record<string, string> = {}) =>
  parseEnv({ SITE_ORIGIN: origin, SMTP_URL: smtp.url, MAIL_FROM: 'Lone Star Web Studio <hello@lonestar.test>', IP_HASH_SALT: 'salt', ...extra });
let app: ReturnType<typeof createApp>;
let appWithoutStripe: ReturnType<typeof createApp>;
let ipCounter = 0;

beforeAll(async () => {
  test = await openTestDatabase('pglite');
  fake = await startFakeStripe({});
  smtp = await startTestSmtpServer();
  const withKeys = env({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url, STRIPE_WEBHOOK_SECRET: webhookSecret });
  app = createApp({ db: test.db, env: withKeys, now, renderPage, staticDir: '/nonexistent/dist/client' });
  appWithoutStripe = createApp({ db: test.db, env: env(), now, renderPage, staticDir: '/nonexistent/dist/client' });
  sender = createMailSender({ db: test.db, env: withKeys, now, pollMs: 10_000 });
});
afterAll(async () => {
  await sender?.stop();
  await smtp?.close();
  await fake?.close();
  await test?.cleanup();
});
beforeEach(() => {
  rendered.length = 0;
});

/** A new client address for each use, so the per-client limit is not what a test measures. */
const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

async function askForLink(email: string, options: { ip?: string; extra?: Record<string, string> } = {}) {
  const res = await app.request(apiPaths.requestPortalLink, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? nextIp() },
    body: JSON.stringify({ email, ...options.extra }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A customer as Stripe reports one: a signed checkout.session.completed event through the webhook. */
async function recordCustomer(email: string, customer: string, subscription: string) {
  const event = {
    id: `evt_${subscription}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(clock / 1000),
    data: {
      object: {
        id: `cs_test_${subscription}`,
        object: 'checkout.session',
        mode: 'subscription',
        subscription,
        customer,
        payment_status: 'paid',
        customer_details: { email, name: 'Dana Brooks' },
        metadata: { lookup_key: 'price_heatmap_pro' },
        amount_total: 3900,
      },
    },
  };
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(clock / 1000) });
  const res = await app.request(apiPaths.stripeWebhook, { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Delivers what the outbox holds, and answers what reached the SMTP server meanwhile. */
async function deliver() {
  const before = smtp.received.length;
  await sender.runOnce(50);
  return smtp.received.slice(before);
}

const tokenIn = (text: string | undefined) => /\/manage-subscription\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

function linkPage(token: string, method: 'GET' | 'POST', options: { origin?: string; on?: ReturnType<typeof createApp> } = {}) {
  const headers: Record<string, string> = {};
  if (method === 'POST') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers.origin = options.origin ?? origin;
  }
  return (options.on ?? app).request(`${origin}/manage-subscription?token=${token}`, { method, headers, ...(method === 'POST' ? { body: '' } : {}) });
}

const portalSessions = () => fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions');

/** A customer with a fresh link in hand. */
async function customerWithLink(name: string) {
  const email = `${name}@example.com`;
  await recordCustomer(email, `cus_${name}`, `sub_${name}`);
  expect((await askForLink(email)).status).toBe(202);
  const [mail] = await deliver();
  const token = tokenIn(mail?.parsed.text);
  expect(token).toBeTruthy();
  return { email, customer: `cus_${name}`, token: token! };
}

describe('asking for a link', () => {
  it("a customer's email gets a one-time link; a stranger gets nothing and the very same answer", async () => {
    await recordCustomer('Dana.Brooks@Example.com', 'cus_dana', 'sub_dana');
    const stripeBefore = fake.requests.length;
    const customer = await askForLink('dana.brooks@example.com');
    const stranger = await askForLink('nobody-here@example.com');
    expect(customer).toEqual({ status: 202, body: { message: portalLinkMessages.requested } });
    expect(stranger).toEqual(customer);
    // Asking never calls Stripe: nothing to time, nothing to fail.
    expect(fake.requests.length).toBe(stripeBefore);

    const mails = await deliver();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // to the address Stripe recorded (SMTP lowercases the domain)
    expect(mail!.to.map((a) => a.toLowerCase())).toEqual(['dana.brooks@example.com']);
    expect(mail!.parsed.subject).toMatch(/manage your .* subscription/);
    expect(mail!.parsed.text).toContain('works once, within an hour');
    const token = tokenIn(mail!.parsed.text)!;
    expect(mail!.parsed.text).toContain(`${origin}/manage-subscription?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's hash is stored, and the delivered message no longer holds the link.
    const links = await test.db.query<{ token_hash: string; stripe_customer_id: string; expires_at: Date; created_at: Date }>(
      `select token_hash, stripe_customer_id, expires_at, created_at from portal_links where stripe_customer_id = 'cus_dana'`,
    );
    expect(links).toHaveLength(1);
    expect(links[0]!.token_hash).toBe(hashPortalToken(token));
    expect(new Date(links[0]!.expires_at).getTime() - new Date(links[0]!.created_at).getTime()).toBe(portalLinkLifetimeMs);
    const stored = await test.db.query<{ body_text: string; status: string }>(`select body_text, status from mail_outbox where template = 'portal_link.visitor'`);
    expect(stored.every((row) => row.status === 'sent' && !row.body_text.includes(token))).toBe(true);
    const everything = JSON.stringify(await test.db.query('select * from portal_links')) + JSON.stringify(await test.db.query('select * from mail_outbox'));
    expect(everything).not.toContain(token);
  });

  it('a malformed address is a 400 naming the field; a filled honeypot gets the same 202 and sends nothing', async () => {
    const bad = await askForLink('dana@');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ email: fieldMessages.emailInvalid });
    await recordCustomer('honey@example.com', 'cus_honey', 'sub_honey');
    expect(await askForLink('honey@example.com', { extra: { website: 'http://spam.example' } })).toEqual({ status: 202, body: { message: portalLinkMessages.requested } });
    expect(await deliver()).toHaveLength(0);
  });

  it(`at most ${rateLimits.portalLinkEmail.max} links an hour to one address, with 12 requests at the same moment; the answer never changes`, async () => {
    await recordCustomer('busy@example.com', 'cus_busy', 'sub_busy');
    const answers = await Promise.all(Array.from({ length: 12 }, () => askForLink('busy@example.com')));
    for (const answer of answers) expect(answer).toEqual({ status: 202, body: { message: portalLinkMessages.requested } });
    const mails = await deliver();
    expect(mails.filter((m) => m.to[0] === 'busy@example.com')).toHaveLength(rateLimits.portalLinkEmail.max);
    expect(await test.db.query(`select 1 from portal_links where stripe_customer_id = 'cus_busy'`)).toHaveLength(rateLimits.portalLinkEmail.max);
    // An hour later the address has room again.
    clock += rateLimits.portalLinkEmail.windowMs + 2 * 60_000;
    expect((await askForLink('busy@example.com')).status).toBe(202);
    expect((await deliver()).filter((m) => m.to[0] === 'busy@example.com')).toHaveLength(1);
  });

  it(`one client may ask ${rateLimits.portalLinkClient.max} times in ${rateLimits.portalLinkClient.windowMs / 60_000} minutes (at the same moment too), then 429`, async () => {
    const ip = '203.0.113.77';
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => askForLink(`someone${i}@example.com`, { ip })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(rateLimits.portalLinkClient.max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(14 - rateLimits.portalLinkClient.max);
  });
});

describe('the form posted before its scripts arrived', () => {
  it.each(['/manage-subscription', '/payment-success?session_id=cs_test_old'])('on %s: the same answer for a customer and a stranger, on the page itself', async (page) => {
    await recordCustomer('kim@example.com', 'cus_kim', 'sub_kim');
    for (const email of ['kim@example.com', 'stranger@example.com']) {
      const res = await app.request(`${origin}${page}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': nextIp() },
        body: new URLSearchParams({ email, website: '' }).toString(),
      });
      expect(res.status).toBe(202);
      expect(rendered.at(-1)).toEqual({
        url: page,
        answer: { kind: 'requestPortalLink', values: { email, website: '' }, outcome: { type: 'acknowledged', message: portalLinkMessages.requested } },
      });
    }
    expect((await deliver()).map((m) => m.to[0])).toEqual(['kim@example.com']);
  });
});

describe('opening the link', () => {
  it('the GET only shows the button (a mail scanner uses nothing up); the button opens the portal once; a second press is refused', async () => {
    const { token, customer } = await customerWithLink('erin');
    for (let i = 0; i < 2; i++) {
      const page = await linkPage(token, 'GET');
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(rendered).toEqual([
      { url: `/manage-subscription?token=${token}`, answer: null },
      { url: `/manage-subscription?token=${token}`, answer: null },
    ]);
    const before = portalSessions().length;
    const opened = await linkPage(token, 'POST');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const sent = portalSessions().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form.get('customer')).toBe(customer);
    expect(sent[0]!.form.get('return_url')).toBe(`${origin}/manage-subscription`);

    const again = await linkPage(token, 'POST');
    expect(again.status).toBe(410);
    expect(rendered.at(-1)).toEqual({ url: `/manage-subscription?token=${token}`, answer: { kind: 'portalOpen', refusal: 'used' } });
    expect(portalSessions()).toHaveLength(before + 1);
  });

  it('pressed five times at the same moment: exactly one portal', async () => {
    const { token } = await customerWithLink('fay');
    const before = portalSessions().length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => linkPage(token, 'POST')));
    expect(answers.map((a) => a.status).sort()).toEqual([303, 410, 410, 410, 410]);
    expect(portalSessions()).toHaveLength(before + 1);
  });

  it('an hour later the link is refused as expired, and Stripe is not asked', async () => {
    const { token } = await customerWithLink('gus');
    clock += portalLinkLifetimeMs + 1000;
    const before = portalSessions().length;
    const late = await linkPage(token, 'POST');
    expect(late.status).toBe(410);
    expect(rendered.at(-1)?.answer).toEqual({ kind: 'portalOpen', refusal: 'expired' });
    expect(portalSessions()).toHaveLength(before);
  });

  it('a token never issued (or not a token at all) is refused as unknown', async () => {
    for (const token of ['A'.repeat(43), 'short', '%00']) {
      const res = await linkPage(token, 'POST');
      expect(res.status).toBe(410);
      expect(rendered.at(-1)?.answer).toEqual({ kind: 'portalOpen', refusal: 'unknown' });
    }
  });

  it('without Stripe keys: 503 saying so, and the link is not used up', async () => {
    const { token } = await customerWithLink('hal');
    const res = await linkPage(token, 'POST', { on: appWithoutStripe });
    expect(res.status).toBe(503);
    expect(rendered.at(-1)?.answer).toEqual({ kind: 'portalOpen', refusal: 'notConfigured' });
    expect((await linkPage(token, 'POST')).status).toBe(303);
  });

  it('Stripe refusing the portal: 503 saying so, and the link is given back to be pressed again', async () => {
    const { token, customer } = await customerWithLink('jo');
    fake.portalRefused.add(customer);
    const refused = await linkPage(token, 'POST');
    expect(refused.status).toBe(503);
    expect(rendered.at(-1)?.answer).toEqual({ kind: 'portalOpen', refusal: 'unavailable' });
    fake.portalRefused.delete(customer);
    clock += 5000; // a person presses again a few seconds later
    expect((await linkPage(token, 'POST')).status).toBe(303);
    expect((await linkPage(token, 'POST')).status).toBe(410);
  });

  it('a press sent from another site is refused before anything is used up', async () => {
    const { token } = await customerWithLink('ivy');
    const res = await linkPage(token, 'POST', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: messages.formPostForeign });
    expect((await linkPage(token, 'POST')).status).toBe(303);
  });
});
