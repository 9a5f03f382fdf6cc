/**
 * Step-up for account changes in Chromium against the real server. This file starts a server of
 * its own whose clock it can move on (the shared one keeps the machine's time): the admin signs
 * in, the clock moves past the step-up window, and changing the password is then refused until
 * "Confirm it's you" takes the password again; cancelling changes nothing. By keyboard, with axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright';
import { stepUpWindowMs } from '../domain/admin-sign-in';
import { apiPaths, guardedPages, messages } from '../domain';
import { startServer, type RunningServer } from '../functions/node-server';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const admin = { email: 'step-up@example.com', password: 'e2e-step-up-password-1234' } as const;
const newPassword = 'a new e2e step-up password';
let offsetMs = 0;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    dataDir: 'memory://',
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, BACKUP_KEEP_DAYS: '0' },
    quiet: true,
    healthCheckEveryMs: 0,
    now: () => new Date(Date.now() + offsetMs),
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => new URL(path, server.url).href;
const storedToken = () => page.evaluate(() => (JSON.parse(localStorage.getItem('lsws.adminSession') ?? 'null') as { token: string } | null)?.token ?? null);
const signInStatus = async (password: string) =>
  (await fetch(url(apiPaths.adminLogin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password }) })).status;

async function fillPasswordChange() {
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel(/Current password/).fill(admin.password);
  await form.getByLabel(/^New password(?! again)/).fill(newPassword);
  await form.getByLabel(/New password again/).fill(newPassword);
  await form.getByLabel(/New password again/).press('Enter');
}

describe('step-up for account changes', () => {
  it('an old sign-in cannot change the password until it confirms with the password again', { timeout: 180_000 }, async () => {
    const errors = watchErrors(page);
    await page.goto(url('/admin/login?redirect=/admin/account'));
    await waitForPageReady(page);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('heading', { level: 1, name: guardedPages['/admin/account'].heading }).waitFor();

    // the sign-in is now older than the window
    offsetMs = stepUpWindowMs + 60_000;
    const token = await storedToken();
    const direct = await fetch(url(apiPaths.adminAccount), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'change_password', currentPassword: admin.password, newPassword }),
    });
    expect(direct.status).toBe(403);
    expect(await direct.json()).toMatchObject({ error: messages.stepUpRequired, reason: 'step_up_required' });

    // without confirming: refused, nothing changed
    await fillPasswordChange();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('Confirm it is you first');
    expect(await signInStatus(admin.password)).toBe(200);

    // confirming (a wrong password first) lets the same change through
    await fillPasswordChange();
    await dialog.waitFor();
    await page.keyboard.type('not my password');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain(messages.stepUpWrongPassword);
    await dialog.getByLabel(/^Password/).fill(admin.password);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    expect(await signInStatus(newPassword)).toBe(200);
    expect(await signInStatus(admin.password)).toBe(401);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((e) => !/40[13]|Forbidden|Unauthorized/.test(e))).toEqual([]);
  });
});
