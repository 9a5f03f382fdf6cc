/**
 * Admin users in Chromium against the real server (no SMTP: the invitation waits in the outbox
 * and its link is shown once): an admin invites someone, the link opens in a fresh browser, the
 * new admin chooses a password, enrols an authenticator app, reaches /admin and can sign in again; the link does not work a
 * second time. She must set up a second factor first (the server refuses the rest of the admin
 * area until then). And ending another session: two browsers signed in, one ends the other, whose
 * next page asks for the password.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eAdmin } from './admin-account';
import type { Browser, BrowserContext, Page } from 'playwright';
import { apiPaths, guardedPages, messages } from '../domain';
import { totpCodeAt } from '../functions/auth/second-factor';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const admin = e2eAdmin;
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

const url = (path: string) => new URL(path, baseUrl).href;

async function freshPage(options: { userAgent?: string; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page, credentials: { email: string; password: string }, to: keyof typeof guardedPages = '/admin/account') {
  await page.goto(url(to));
  await page.waitForURL(/\/admin\/login\?redirect=/);
  await waitForPageReady(page);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: messages.signIn }).click();
  await page.waitForURL((u) => u.pathname === to);
  await page.getByRole('heading', { level: 1, name: guardedPages[to].heading }).waitFor();
}

describe('admin users', () => {
  it('invites an admin: the one-time link opens in a fresh browser, sets a password, reaches /admin, signs in again; never twice', { timeout: 180_000 }, async () => {
    const owner = await freshPage();
    const errors = watchErrors(owner);
    await signIn(owner, admin);
    const invite = owner.getByRole('form', { name: 'Invite an admin' });
    await invite.getByLabel('Email').fill('nina@example.com');
    await invite.getByLabel('Name (optional)').fill('Nina');
    await invite.getByRole('button', { name: 'Invite' }).click();
    const shown = owner.getByRole('status').filter({ hasText: 'Invitation made for nina@example.com, not emailed.' });
    await shown.waitFor();
    const link = (await shown.getByLabel('Invitation link').innerText()).trim();
    expect(link).toMatch(/\/admin\/invite#token=[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => owner.getByRole('list', { name: 'Pending invitations' }).innerText()).toContain('nina@example.com');
    expect(errors).toEqual([]);

    // the invited person, in a browser of their own
    const nina = await freshPage();
    const ninaErrors = watchErrors(nina);
    await nina.goto(link);
    await waitForPageReady(nina);
    await nina.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(await nina.getByText('nina@example.com').count()).toBeGreaterThan(0);
    // the token leaves the address bar once read
    expect(new URL(nina.url()).hash).toBe('');
    expect(await nina.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await axeViolations(nina)).toEqual([]);
    await expect.poll(() => nina.getByLabel('Your name').inputValue()).toBe('Nina');
    await nina.getByLabel('Your name').fill('Nina Park');
    await nina.getByLabel(/^Password(?! again)/).fill('nina chose a long password');
    await nina.getByLabel('Password again').fill('nina chose a long password');
    await nina.getByRole('button', { name: 'Create my admin account' }).click();
    // an invited admin sets up a second factor first: the server refuses the rest of the area until then
    await nina.waitForURL((u) => u.pathname === '/admin/two-factor');
    await nina.getByRole('heading', { level: 1, name: guardedPages['/admin/two-factor'].heading }).waitFor();
    const ninaToken = await nina.evaluate(() => (JSON.parse(localStorage.getItem('lsws.adminSession') ?? 'null') as { token: string }).token);
    const refused = await fetch(url(apiPaths.adminAccount), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ninaToken}` },
      body: JSON.stringify({ action: 'overview' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { reason: string }).reason).toBe('second_factor_enrolment_required');
    await nina.goto(url('/admin/bookings'));
    await nina.waitForURL((u) => u.pathname === '/admin/two-factor', { timeout: 30_000 });
    await nina.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await nina.getByLabel('Key for the authenticator app').innerText()).replace(/\s/g, '');
    await nina.getByLabel('Code from the app').fill(totpCodeAt(secret, new Date()));
    await nina.getByRole('button', { name: 'Confirm' }).click();
    await nina.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await nina.getByRole('button', { name: 'I have saved these codes' }).click();
    await nina.goto(url('/admin'));
    await nina.getByRole('heading', { level: 1, name: guardedPages['/admin'].heading }).waitFor();
    expect(ninaErrors.filter((e) => !/403|Forbidden/.test(e))).toEqual([]);

    // she can sign in again with it and her app's code, in yet another browser
    const again = await freshPage({ width: 390 });
    await again.goto(url('/admin/account'));
    await again.waitForURL(/\/admin\/login\?redirect=/);
    await waitForPageReady(again);
    await again.getByLabel('Email').fill('nina@example.com');
    await again.getByLabel('Password').fill('nina chose a long password');
    await again.getByRole('button', { name: messages.signIn }).click();
    // the next step's code: the one of now was spent confirming the app
    await again.getByLabel(/Code from your authenticator app/).fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.waitForURL((u) => u.pathname === '/admin/account');
    await expect.poll(() => again.getByText('Signed in as Nina Park (nina@example.com).').count()).toBe(1);

    // the link does not work twice
    const thief = await freshPage();
    await thief.goto(link);
    await waitForPageReady(thief);
    await thief.getByRole('alert').filter({ hasText: 'This invitation link has already been used.' }).waitFor();
    expect(await thief.getByRole('button', { name: 'Create my admin account' }).count()).toBe(0);

    // the owner sees her among the admins, and no longer among the pending invitations
    await owner.reload();
    await expect.poll(() => owner.getByRole('list', { name: 'Admins' }).innerText(), { timeout: 20_000 }).toContain('nina@example.com');
    expect(await owner.getByRole('list', { name: 'Pending invitations' }).count()).toBe(0);
  });

  it('ends another session: the ended browser is sent to sign in on its next page', { timeout: 120_000 }, async () => {
    const phone = await freshPage({ userAgent: iPhone, width: 390 });
    await signIn(phone, admin, '/admin/bookings');
    const desk = await freshPage();
    await signIn(desk, admin);
    const end = desk.getByRole('button', { name: /^End session: Safari on iOS/ }).first();
    await end.waitFor();
    await end.focus();
    await desk.keyboard.press('Enter');
    await desk.getByRole('status').filter({ hasText: '1 session ended.' }).waitFor();
    expect(await desk.getByRole('button', { name: /^End session: Safari on iOS/ }).count()).toBe(0);

    // the phone's next page
    await phone.goto(url('/admin/security'));
    await phone.waitForURL((u) => u.pathname === '/admin/login', { timeout: 30_000 });
    // and the desk is still signed in
    await desk.goto(url('/admin/security'));
    await desk.getByRole('heading', { level: 1, name: guardedPages['/admin/security'].heading }).waitFor();
  });
});
