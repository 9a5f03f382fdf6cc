/**
 * The admin area in Chromium against the real server (global-setup creates admin@example.com):
 * the guard's redirect and the way back, real figures, a rule toggle that persists, customer
 * search and CSV export, sign-out that revokes the session, the expired-session path, wrong
 * credentials, keyboard-only sign-in, axe and the console on every admin page.
 */
import { readFile } from 'node:fs/promises';
import { e2eAdmin } from './admin-account';
import Stripe from 'stripe';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import { apiPaths, guardedPages, hostingPlans, messages } from '../domain';
import { hostingLookupKey } from '../functions/db/seed';
import { axeViolations, launchBrowser, shownOption, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const admin = e2eAdmin;
const storageKey = 'lsws.adminSession';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => new URL(path, baseUrl).href;

async function signIn(page: Page, from: keyof typeof guardedPages = '/hosting-management') {
  await page.goto(url(from));
  await page.waitForURL(/\/admin\/login\?redirect=/);
  await waitForPageReady(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: messages.signIn }).click();
  await page.waitForURL((u) => u.pathname === from);
  // Signed in means the page is on screen, as a person sees it: its heading, not the address.
  await page.getByRole('heading', { level: 1, name: guardedPages[from].heading }).waitFor();
}

const storedToken = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token: string } | null)?.token ?? null, storageKey);

/** A POST from another loopback address (its own rate-limit client: the forms tests use 127.0.0.1's). */
function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url(path), { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function apiCall(path: string, body: unknown, token?: string) {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('admin area', () => {
  it('signs in, shows real figures, toggles a rule, searches and exports customers, signs out', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(guardedPages['/hosting-management'].heading);
    // A fresh install: the sample servers (two of them stopped or in error) are labelled sample
    // data and raise no alarm; the server's own checks are healthy and no client site is watched yet.
    await expect.poll(() => page.getByRole('status').filter({ hasText: messages.allSystemsOperational }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: messages.allSystemsOperational }).innerText()).toContain(messages.noSitesMonitored);
    expect(await page.getByRole('status').filter({ hasText: messages.systemsDown }).count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: messages.systemsDegraded }).count()).toBe(0);

    // The figures are the server's, not the fallbacks.
    const token = (await storedToken(page))!;
    const metrics = (await apiCall(apiPaths.hostingAutomationMonitor, { action: 'get_metrics' }, token)).body;
    const figures = page.getByRole('list', { name: 'Key figures' });
    await expect.poll(() => figures.innerText()).toContain(`Total Servers\n${metrics.totalServers}`);
    expect(await figures.innerText()).toContain(`Monthly Revenue\n$${metrics.monthlyRevenue.toLocaleString('en-US')}`);
    // a fresh server: the Stripe webhook has recorded nothing, so no revenue and no customers, never an invented number
    expect(metrics.monthlyRevenue).toBe(0);
    await expect.poll(() => figures.innerText()).toContain('Active Customers\n0');
    expect(await figures.innerText()).toContain('Monthly Revenue\n$0');
    // Sample figures say so; real ones do not.
    const tile = (name: string) => figures.getByRole('listitem').filter({ hasText: name });
    expect(await tile('Total Servers').innerText()).toContain('Sample data');
    for (const real of ['Active Customers', 'System Uptime', 'Monthly Revenue']) expect(await tile(real).innerText(), real).not.toContain('Sample data');
    // the uptime covers the checks since this server first started, and says so
    await expect.poll(() => tile('System Uptime').innerText()).toMatch(/Recorded checks since \w{3} \d{1,2}, \d{2}:\d{2} UTC/);
    expect(await page.getByRole('heading', { name: 'Server health' }).locator('..').innerText()).toContain('Sample data');
    expect(await figures.innerText()).not.toContain('Could not be loaded');

    // A rule toggle is saved on the server and survives a reload.
    await page.getByRole('tab', { name: 'Automation' }).click();
    const rule = page.getByRole('switch', { name: 'Slow response recovery enabled' });
    const before = await rule.isChecked();
    await rule.click({ force: true });
    await expect.poll(() => rule.isChecked()).toBe(!before);
    await expect.poll(async () => (await apiCall(apiPaths.hostingAutomationMonitor, { action: 'get_metrics' }, token)).body.rules.find((r: { id: string }) => r.id === 'rule-4').enabled).toBe(!before);
    await page.reload();
    await page.getByRole('tab', { name: 'Automation' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Slow response recovery enabled' }).isChecked()).toBe(!before);
    await page.getByRole('switch', { name: 'Slow response recovery enabled' }).click({ force: true });
    await expect.poll(() => page.getByRole('switch', { name: 'Slow response recovery enabled' }).isChecked()).toBe(before);

    // Customers: no subscription recorded, so the table is the labelled sample; the search filters, Export Data downloads what is shown as CSV.
    await page.getByRole('tab', { name: 'Customers' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Customers' }).locator('..').innerText()).toContain('Sample data');
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await search.fill('whitfield');
    await expect.poll(() => page.getByRole('region', { name: 'Hosting customers' }).getByRole('row').count()).toBe(2);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Plan,Status,Usage (%),Revenue (USD/month)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Whitfield Law,james@whitfieldlaw\.com,Business Cloud,/);

    // Sign out: back to the login, storage cleared, the token refused by the server.
    await page.getByRole('button', { name: messages.signOut }).click();
    await page.waitForURL((u) => u.pathname === '/admin/login');
    expect(await storedToken(page)).toBeNull();
    expect((await apiCall(apiPaths.adminVerify, { token, location: '/admin', timestamp: new Date().toISOString() })).body).toEqual({ valid: false });
    expect((await apiCall(apiPaths.systemHealthCheck, undefined, token)).status).toBe(401);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/admin/stability on a fresh server: only the checks it recorded, and since when', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, '/admin/stability');
    const token = (await storedToken(page))!;
    const figures = page.getByRole('list', { name: 'Stability figures' });
    await expect.poll(() => figures.innerText()).toMatch(/Recording since \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC/);
    const history = (await apiCall(apiPaths.adminHealthHistory, { days: 30 }, token)).body as { since: string; days: { checks: number }[] };
    const recorded = history.days.reduce((n, d) => n + d.checks, 0);
    // started for this run: a few checks (one at start, one every 5 minutes and per dashboard visit), never 30 days of them (4,320 were seeded)
    expect(recorded).toBeGreaterThan(0);
    expect(recorded).toBeLessThan(500);
    expect(Date.now() - Date.parse(history.since)).toBeLessThan(3 * 3_600_000);
    expect(await figures.innerText()).toMatch(new RegExp(`Checks recorded\\n(${recorded}|${recorded + 1}|${recorded + 2})\\n`));
    expect(await page.locator('main').innerText()).not.toMatch(/seeded/i);
    // what this server counted since it started: the same figures as its metrics
    const live = page.getByRole('list', { name: 'Live figures' });
    await expect.poll(() => live.innerText()).toMatch(/Requests answered\n[\d,]+\n/);
    const answered = Number(/Requests answered\n([\d,]+)\n/.exec(await live.innerText())![1]!.replace(/,/g, ''));
    expect(answered).toBeGreaterThan(0);
    expect(await live.innerText()).toMatch(/Last backup\nNone yet\n/);
    const metrics = await fetch(url('/functions/v1/metrics'), { headers: { authorization: `Bearer ${token}` } });
    expect(metrics.status).toBe(200);
    const counted = [...(await metrics.text()).matchAll(/^http_requests_total\{[^}]*\} (\d+)$/gm)].reduce((n, m) => n + Number(m[1]), 0);
    expect(counted).toBeGreaterThanOrEqual(answered);
    expect((await fetch(url('/functions/v1/metrics'))).status).toBe(401);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an idle session shows Session Expired; Return to Login carries the location', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await signIn(page, '/admin');
    // the guard has verified (and refreshed the last activity) once the page shows
    await page.getByRole('heading', { level: 1, name: guardedPages['/admin'].heading }).waitFor();
    await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key)!);
      session.lastActivity = Date.now() - 31 * 60_000;
      localStorage.setItem(key, JSON.stringify(session));
    }, storageKey);
    await page.goto(url('/hosting-management'));
    await page.getByRole('heading', { name: messages.sessionExpiredTitle }).waitFor();
    expect(await page.getByText(messages.sessionExpired).isVisible()).toBe(true);
    expect(await storedToken(page)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: messages.returnToLogin }).click();
    await page.waitForURL((u) => u.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/hosting-management');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a token the server does not know is cleared and the visitor sent to sign in', async () => {
    const page = await browser.newPage();
    await page.goto(url('/admin/login'));
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ token: 'A'.repeat(43), user: { email: 'x@example.com', name: 'X' }, lastActivity: Date.now() })),
      storageKey,
    );
    await page.goto(url('/admin/stability'));
    await page.waitForURL(/\/admin\/login\?redirect=%2Fadmin%2Fstability/);
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });

  it('a wrong password says so and stores nothing', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(url('/admin/login'));
    await waitForPageReady(page);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: messages.signIn }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(messages.adminLoginFailed);
    expect(await storedToken(page)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    // the browser reports the refused request itself; nothing else may appear
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });

  it('signs in with the keyboard alone', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url('/admin/login?redirect=%2Fadmin%2Ftools'));
    await waitForPageReady(page);
    const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
    for (let i = 0; i < 60 && !(await focusedLabel()).startsWith('Email'); i++) await page.keyboard.press('Tab');
    expect(await focusedLabel()).toMatch(/^Email/);
    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toMatch(/^Password/);
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/admin/tools');
    await page.getByRole('heading', { level: 1, name: guardedPages['/admin/tools'].heading }).waitFor();
    await page.close();
  });

  it('leaving an admin page while its check is still running keeps the admin signed in', async () => {
    // A slow server: the first check after signing in is still running when the admin goes to
    // another page. The browser cancels it as the page leaves; that is not the server refusing
    // the session (before the fix, the guard cleared it and the next page asked to sign in).
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url('/admin'));
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await waitForPageReady(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(`**${apiPaths.adminVerify}`, async (route) => {
      if (held) return route.continue();
      held = true;
      await released;
      await route.continue().catch(() => {}); // the page that asked may be gone
    });
    const firstCheck = page.waitForRequest(`**${apiPaths.adminVerify}`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await firstCheck;
    await page.goto(url('/admin/tools'));
    release();
    await expect
      .poll(async () => ({ path: new URL(page.url()).pathname, h1: await page.locator('h1').allInnerTexts() }), { timeout: 20_000 })
      .toEqual({ path: '/admin/tools', h1: [guardedPages['/admin/tools'].heading] });
    expect(await storedToken(page)).not.toBeNull();
    await page.close();
  });

  // The owner's bookings (list, cancel, the slot offered again) need a confirmed call, hence the
  // visitor's email: e2e/booking-confirm.test.ts, which runs a server with SMTP.

  it('security log: 30 refused calls from one client are one counted event, and the page shows that client alone by its code, by keyboard', async () => {
    const refused = await Promise.all(Array.from({ length: 30 }, () => postFrom('127.0.0.43', apiPaths.adminSubmissions, {})));
    expect(refused.every((r) => r.status === 401)).toBe(true);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, '/admin/security');
    const token = (await storedToken(page))!;
    const listed = await apiCall(apiPaths.adminSecurityEvents, { type: 'admin.unauthorized', limit: 200 }, token);
    const counted = (listed.body.events as Array<{ client: string; count?: number }>).filter((e) => (e.count ?? 1) > 1);
    // one row per client and minute: 30 calls are one or two rows
    const code = counted[0]!.client;
    const ofClient = (listed.body.events as Array<{ client: string; count?: number }>).filter((e) => e.client === code);
    expect(ofClient.length).toBeLessThanOrEqual(2);
    expect(ofClient.reduce((n, e) => n + (e.count ?? 1), 0)).toBeGreaterThanOrEqual(30);
    const field = page.getByRole('textbox', { name: 'Client code' });
    await field.focus();
    await page.keyboard.type(code.slice(0, 6));
    await page.keyboard.press('Enter');
    const items = page.getByRole('list', { name: 'Security events, newest first' }).getByRole('listitem');
    await expect.poll(async () => (await items.allTextContents()).every((text) => text.includes(`client ${code}`))).toBe(true);
    await expect.poll(() => page.getByText(/times that minute/).count()).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lead status: a submitted lead is marked contacted with a note, leaves "New" for "Contacted", and says who changed it', async () => {
    const sent = await postFrom('127.0.0.23', apiPaths.contact, {
      name: 'Nora Whitlock',
      email: 'nora@whitlockfloral.com',
      interest: 'Hosting',
      message: 'Our florist site is slow on phones.',
    });
    expect(sent.status).toBe(200);
    const reference: string = sent.body.reference;

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, '/admin/tools');
    const filters = page.getByRole('group', { name: 'Show leads by status' });
    const lead = page.getByRole('row').filter({ hasText: reference });
    await filters.getByRole('button', { name: /^New \(\d+\)$/ }).click();
    await expect.poll(() => lead.count()).toBe(1);
    expect(await lead.getByRole('cell').nth(2).innerText()).toContain('New');

    await lead.getByText('Change status').click();
    const form = lead.getByRole('form', { name: `Status of ${reference}` });
    expect(await shownOption(form.getByRole('combobox', { name: 'New status' }))).toBe('Contacted');
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill('Called Nora: sending a hosting quote on Friday.');
    await form.getByRole('button', { name: 'Save status' }).click();
    await page.getByText(`${reference} is now Contacted.`).waitFor();
    // no longer under "New"
    await expect.poll(() => lead.count()).toBe(0);

    await filters.getByRole('button', { name: /^Contacted \(\d+\)$/ }).click();
    await expect.poll(() => lead.count()).toBe(1);
    const status = await lead.getByRole('cell').nth(2).innerText();
    expect(status).toContain('Contacted');
    expect(status).toContain('by admin@example.com');
    expect(status).toContain('Called Nora: sending a hosting quote on Friday.');

    // A change made from the version seen before is refused with the current state, and nothing is lost silently.
    const token = (await storedToken(page))!;
    const stale = await apiCall(apiPaths.adminLeadStatus, { reference, status: 'lost', version: 0 }, token);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ reference, status: 'contacted', version: 1 });
    // The change is an admin action in the security log.
    const events = await apiCall(apiPaths.adminSecurityEvents, { type: 'admin.action' }, token);
    expect(events.body.events.some((e: { detail: Record<string, unknown> }) => e.detail.reference === reference && e.detail.action === 'lead_status')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lead status: when another admin changed the lead first, the save is refused, the page says so and shows the status that won', async () => {
    const sent = await postFrom('127.0.0.24', apiPaths.contact, { name: 'Hal Brennan', email: 'hal@brennanautos.com', interest: 'Hosting', message: 'Quote for two sites.' });
    expect(sent.status).toBe(200);
    const reference: string = sent.body.reference;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, '/admin/tools');
    const lead = page.getByRole('row').filter({ hasText: reference });
    await expect.poll(() => lead.count()).toBe(1);
    await lead.getByText('Change status').click();
    const form = lead.getByRole('form', { name: `Status of ${reference}` });
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill('Left a voicemail.');

    // Meanwhile another session moves the same lead from the version this page shows.
    const token = (await storedToken(page))!;
    const other = await apiCall(apiPaths.adminLeadStatus, { reference, status: 'won', note: 'Signed on the phone.', version: 0 }, token);
    expect(other.status).toBe(200);

    await form.getByRole('button', { name: 'Save status' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${reference} was changed by someone else: your change was not saved.`).waitFor();
    expect(await page.getByText(/It is now Won \(set by admin@example\.com: “Signed on the phone\.”\)/).count()).toBe(1);
    await expect.poll(() => lead.getByRole('cell').nth(2).innerText()).toContain('Won');
    expect(await lead.getByRole('cell').nth(2).innerText()).not.toContain('Left a voicemail.');
    // Chromium logs every 4xx resource; the 409 is this test's point, anything else is an error
    expect(errors.filter((e) => !e.includes('status of 409 (Conflict)'))).toEqual([]);
    await page.close();
  });

  it('subscriptions: the empty state on a fresh server, then the subscription a signed webhook event recorded', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, '/admin/subscriptions');
    await page.getByText('No subscription has been recorded yet.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    const secret = inject('stripeWebhookSecret');
    const plan = hostingPlans.find((p) => p.id === 'professional')!;
    const created = Math.floor(Date.now() / 1000);
    const periodEnd = created + 30 * 86_400;
    const post = async (event: Record<string, unknown>) => {
      const payload = JSON.stringify({ object: 'event', created, ...event });
      const response = await fetch(url(apiPaths.stripeWebhook), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
        body: payload,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    await post({
      id: 'evt_e2e_checkout',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_e2e',
          object: 'checkout.session',
          mode: 'subscription',
          subscription: 'sub_e2e_1',
          customer: 'cus_e2e_1',
          payment_status: 'paid',
          currency: 'usd',
          customer_details: { email: 'owner@pecanstreetcoffee.com', name: 'Dana Pruitt' },
          metadata: { lookup_key: hostingLookupKey('professional') },
          amount_total: plan.price * 100,
        },
      },
    });
    await post({
      id: 'evt_e2e_sub_created',
      type: 'customer.subscription.created',
      data: {
        object: {
          id: 'sub_e2e_1',
          object: 'subscription',
          customer: 'cus_e2e_1',
          status: 'active',
          currency: 'usd',
          cancel_at_period_end: false,
          start_date: created,
          items: {
            object: 'list',
            data: [{ id: 'si_e2e', quantity: 1, current_period_end: periodEnd, price: { id: 'price_e2e', lookup_key: hostingLookupKey('professional'), unit_amount: plan.price * 100, currency: 'usd', recurring: { interval: 'month' } } }],
          },
        },
      },
    });

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'sub_e2e_1' });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('Dana Pruitt');
    expect(text).toContain('owner@pecanstreetcoffee.com');
    expect(text).toContain(plan.name);
    expect(text).toContain('Active');
    expect(text).toContain(`$${plan.price}.00 / month`);
    const renews = new Date(periodEnd * 1000).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'America/Chicago' });
    expect(text).toContain(`Renews ${renews}`);
    expect(await page.getByText('No subscription has been recorded yet.').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  // Five pages and three tabs, each with axe: generous on a loaded 2-core machine.
  it('every admin page: one h1, no axe violation, no console error', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, '/admin');
    for (const path of Object.keys(guardedPages) as Array<keyof typeof guardedPages>) {
      await page.goto(url(path));
      // Polled with the address and the h1 in view, so a failure says where the browser ended up.
      await expect
        .poll(async () => ({ path: new URL(page.url()).pathname, h1: await page.locator('h1').allInnerTexts(), errors: [...errors] }), { timeout: 45_000 })
        .toEqual({ path, h1: [guardedPages[path].heading], errors: [] });
      // let the page's data arrive before checking it
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').count(), path).toBe(1);
      expect(await axeViolations(page), path).toEqual([]);
    }
    for (const tab of ['Automation', 'Customers', 'Monitoring']) {
      await page.goto(url('/hosting-management'));
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), tab).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
