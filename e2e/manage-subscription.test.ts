/**
 * Managing a subscription by email on the real server (built site, functions, in-memory
 * database; no Stripe key, no SMTP): from the footer's "Manage subscription" to the form, and
 * the same confirmation for a customer (recorded by a signed webhook event, as Stripe would) and
 * for a stranger. Only the customer's request queues an email. Also before scripts: the form
 * posts, and the email never appears in an address.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import { adminMailOutboxResponse, apiPaths, portalLinkMessages as copy, publicPages } from '../domain';
import { adminLoginToken, axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const webhookSecret = inject('stripeWebhookSecret');
const customerEmail = 'rosa@delgado-bakery.example';
let browser: Browser;
let adminToken = '';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminLoginToken(baseUrl);
  // A customer, as Stripe reports one after checkout.
  const now = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: 'evt_e2e_manage_1',
    object: 'event',
    type: 'checkout.session.completed',
    created: now,
    data: {
      object: {
        id: 'cs_test_e2e_manage_1',
        object: 'checkout.session',
        mode: 'subscription',
        subscription: 'sub_e2e_manage_1',
        customer: 'cus_e2e_manage_1',
        payment_status: 'paid',
        customer_details: { email: customerEmail, name: 'Rosa Delgado' },
        metadata: { lookup_key: 'price_heatmap_pro' },
        amount_total: 3900,
      },
    },
  });
  const webhook = await fetch(new URL(apiPaths.stripeWebhook, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: now }) },
    body: payload,
  });
  expect(webhook.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});

/** The portal-link messages queued so far, by recipient. */
async function queuedLinksTo(): Promise<string[]> {
  const response = await fetch(new URL(apiPaths.adminMailOutbox, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ action: 'list', limit: 100 }),
  });
  expect(response.status).toBe(200);
  return adminMailOutboxResponse
    .parse(await response.json())
    .messages.filter((m) => m.template === 'portal_link.visitor')
    .map((m) => m.to ?? '');
}

function watchAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

async function askFor(page: Page, email: string): Promise<string> {
  const field = page.getByRole('textbox', { name: new RegExp(`^${copy.emailLabel}`) });
  await field.fill(email);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.requestPortalLink),
    field.press('Enter'),
  ]);
  expect(answer.status()).toBe(202);
  const status = page.getByRole('status').filter({ hasText: copy.requested });
  await status.waitFor();
  return status.innerText();
}

describe('managing a subscription by email', () => {
  it('footer link, form, and the same confirmation for a customer and a stranger; only the customer is sent a link', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    const addresses = watchAddresses(page);
    await page.goto(new URL('/', baseUrl).href);
    await waitForPageReady(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Manage subscription' }).click();
    await page.waitForURL((u) => u.pathname === '/manage-subscription');
    await page.getByRole('heading', { level: 1, name: publicPages['/manage-subscription'].heading }).waitFor();
    await waitForPageReady(page);
    const before = await queuedLinksTo();

    const forCustomer = await askFor(page, customerEmail);
    const forStranger = await askFor(page, 'never-bought@example.com');
    expect(forCustomer).toBe(copy.requested);
    expect(forStranger).toBe(forCustomer);

    expect((await queuedLinksTo()).length - before.length).toBe(1);
    expect(await queuedLinksTo()).toContain(customerEmail);
    expect(await queuedLinksTo()).not.toContain('never-bought@example.com');
    for (const address of addresses) expect(address).not.toMatch(/delgado|never-bought/);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a malformed address is refused beside the field, announced, and nothing is sent', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === apiPaths.requestPortalLink) calls.push(r.url());
    });
    await page.goto(new URL('/manage-subscription', baseUrl).href);
    await waitForPageReady(page);
    const field = page.getByRole('textbox', { name: new RegExp(`^${copy.emailLabel}`) });
    await field.fill('rosa@');
    await field.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('before scripts: the form posts to its page, which answers the same, with the email in no address', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.goto(new URL('/manage-subscription', baseUrl).href);
    await page.getByRole('textbox', { name: new RegExp(`^${copy.emailLabel}`) }).fill('no-script-customer@example.com');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: copy.submit }).click(),
    ]);
    expect(answer.status()).toBe(202);
    expect(answer.request().postData()).toContain('email=no-script-customer%40example.com');
    expect(await page.getByRole('status').innerText()).toBe(copy.requested);
    expect(new URL(page.url()).pathname).toBe('/manage-subscription');
    for (const address of addresses) expect(address).not.toMatch(/no-script-customer/);
    await context.close();
  });

  it('an emailed link without Stripe keys: the page shows the button (the GET uses nothing up), and pressing it says payments are not configured (503)', async () => {
    const token = 'A'.repeat(43);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    const shown = await page.goto(new URL(`/manage-subscription?token=${token}`, baseUrl).href);
    expect(shown?.status()).toBe(200);
    expect(shown?.headers()['referrer-policy']).toBe('no-referrer');
    await waitForPageReady(page);
    const [pressed] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: copy.openButton }).click(),
    ]);
    expect(pressed.status()).toBe(503);
    await page.getByRole('alert').filter({ hasText: copy.notConfiguredTitle }).waitFor();
    await waitForPageReady(page);
    expect(await page.getByRole('button', { name: copy.openButton }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Chromium logs the 503 of the page itself; nothing else may be logged.
    expect(errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
    await page.close();
  });
});
