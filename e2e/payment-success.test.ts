/**
 * /payment-success on the real server. The e2e server has no STRIPE_SECRET_KEY, so the status
 * call answers 503 and the page must say so politely: no crash, no console error, no axe
 * violation, and ways on to /pricing and /contact that work from the keyboard.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import { apiPaths } from '../domain/api';
import { messages, paymentMessages, portalLinkMessages } from '../domain/messages';
import { publicPages } from '../domain/pages';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const sessionId = 'cs_test_a1B2c3D4e5F6g7H8';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Chromium logs every non-2xx fetch as a console error ("Failed to load resource: ... 503"). The
 * status call's 503 is the expected answer here, so that one line, from that URL only, is the
 * browser's and not the page's; anything else the page logs is a failure.
 */
function watchPageErrors(page: Page): string[] {
  const errors = watchErrors(page);
  page.on('console', (message) => {
    const fromStatusCall = message.location().url.endsWith(apiPaths.checkoutSession) && /status of 503/.test(message.text());
    const index = errors.lastIndexOf(`${message.type()}: ${message.text()}`);
    if (fromStatusCall && index >= 0) errors.splice(index, 1);
  });
  return errors;
}

async function open(path: string): Promise<{ page: Page; errors: string[]; statusCalls: number[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchPageErrors(page);
  const statusCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === apiPaths.checkoutSession) statusCalls.push(response.status());
  });
  const response = await page.goto(new URL(path, baseUrl).href);
  expect(response?.status()).toBe(200);
  await waitForPageReady(page);
  return { page, errors, statusCalls };
}

describe('/payment-success without Stripe keys', () => {
  it('the server-rendered page says it is checking the payment', async () => {
    const html = await (await fetch(new URL(`/payment-success?session_id=${sessionId}`, baseUrl))).text();
    expect(html).toContain(paymentMessages.checking);
    expect(html).toContain(`>${publicPages['/payment-success'].heading}</h1>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('asks the status call, then says payments are not configured, with ways on; no console error, no axe violation', async () => {
    const { page, errors, statusCalls } = await open(`/payment-success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: paymentMessages.notConfiguredTitle }).waitFor();
    expect(statusCalls).toEqual([503]);
    expect(await page.getByText(paymentMessages.notConfiguredDetail).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: paymentMessages.manageSubscription }).count()).toBe(0);
    expect(await page.getByRole('link', { name: paymentMessages.backToPricing }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('main').getByRole('link', { name: paymentMessages.contactUs }).getAttribute('href')).toBe('/contact');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers the form to ask for a link by email: the one answer, announced, and no axe violation', async () => {
    const { page, errors } = await open(`/payment-success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: paymentMessages.notConfiguredTitle }).waitFor();
    const field = page.getByRole('textbox', { name: new RegExp(`^${portalLinkMessages.emailLabel}`) });
    await field.fill('buyer-later@example.com');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.requestPortalLink),
      page.getByRole('button', { name: portalLinkMessages.submit }).click(),
    ]);
    expect(answer.status()).toBe(202);
    await page.getByRole('status').filter({ hasText: portalLinkMessages.requested }).waitFor();
    expect(new URL(page.url()).search).toBe(`?session_id=${sessionId}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the status call itself answers 503 with the not-configured message', async () => {
    const res = await fetch(new URL(apiPaths.checkoutSession, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: messages.paymentsNotConfigured, requestId: res.headers.get('x-request-id') });
  });

  it.each([
    ['no session id', '/payment-success'],
    ['a session id that is not one', '/payment-success?session_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ])('%s: "could not find that checkout" without asking the server', async (_, path) => {
    const { page, errors, statusCalls } = await open(path);
    await page.getByRole('heading', { name: paymentMessages.notFoundTitle }).waitFor();
    expect(statusCalls).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"See all plans" is reachable by keyboard and leads to /pricing', async () => {
    const { page } = await open(`/payment-success?session_id=${sessionId}`);
    const link = page.getByRole('link', { name: paymentMessages.backToPricing });
    await link.waitFor();
    // Tab from the top of the page until the link has focus
    let focused = false;
    for (let i = 0; i < 60 && !focused; i += 1) {
      await page.keyboard.press('Tab');
      focused = await link.evaluate((el) => el === document.activeElement);
    }
    expect(focused).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pricing$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe(publicPages['/pricing'].heading);
    await page.close();
  });
});
