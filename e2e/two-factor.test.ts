/**
 * The second factor in Chromium against the real server, with its own admin (global-setup):
 * TOTP enrolled from /admin/two-factor, sign-in then needs the code (a wrong one refused, the
 * right one admits), a recovery code works once, and a passkey (a CDP virtual authenticator:
 * ctap2, internal, resident key, user verification) is added and signs in.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright';
import { apiPaths, messages } from '../domain';
import { totpCodeAt } from '../functions/auth/second-factor';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';
import { twoFactorAdmin as admin } from './global-setup';

const baseUrl = inject('baseUrl');
const url = (path: string) => new URL(path, baseUrl).href;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterAll(async () => {
  await browser?.close();
});

async function password() {
  await page.goto(url('/admin/login?redirect=/admin/two-factor'));
  await waitForPageReady(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: messages.signIn }).click();
}
const onTwoFactorPage = () => page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
async function signOut() {
  await page.getByRole('button', { name: messages.signOut }).click();
  await page.waitForURL(/\/admin\/login/);
}
const storedToken = () => page.evaluate(() => (JSON.parse(localStorage.getItem('lsws.adminSession') ?? 'null') as { token: string } | null)?.token ?? null);

describe('two-factor sign-in', () => {
  let secret: string;
  let recoveryCodes: string[];

  it('enrols an authenticator app: key, QR code, confirmation code, ten recovery codes shown once', async () => {
    await password();
    await onTwoFactorPage();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    secret = (await page.getByLabel('Key for the authenticator app').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByText(/^otpauth:\/\/totp\//).innerText()).toContain(`secret=${secret}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Code from the app').fill(totpCodeAt(secret, new Date()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    recoveryCodes = (await codes.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.every((c) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(c))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await codes.waitFor({ state: 'detached' });
    await signOut();
  });

  it('sign-in then needs the code: the password alone gives no session, a wrong code is refused, the right one admits', async () => {
    await password();
    const field = page.getByLabel(/Code from your authenticator app/);
    await field.waitFor();
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await storedToken()).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await field.fill(totpCodeAt(secret, new Date(Date.now() + 10 * 60_000)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(messages.secondFactorWrong);
    expect(await storedToken()).toBeNull();
    // the next step's code: the one of now was spent confirming the app
    await field.fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
    await page.keyboard.press('Enter');
    await onTwoFactorPage();
    expect(await storedToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const events = await fetch(url(apiPaths.adminSecurityEvents), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await storedToken()}` },
      body: JSON.stringify({ type: 'second_factor.failed' }),
    }).then((r) => r.json() as Promise<{ events: unknown[] }>);
    expect(events.events.length).toBeGreaterThanOrEqual(1);
    await signOut();
  });

  it('a recovery code signs in once', async () => {
    await password();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel(/Recovery code/).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await onTwoFactorPage();
    await expect.poll(() => page.getByText('9 left').count()).toBe(1);
    await signOut();

    await password();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel(/Recovery code/).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(messages.secondFactorWrong);
    expect(await storedToken()).toBeNull();
  });

  it('adds a passkey (virtual authenticator) and signs in with it', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    // still on the second step from the last test: finish it with the next recovery code
    await page.getByLabel(/Recovery code/).fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await onTwoFactorPage();
    await page.getByLabel('Name for the new passkey').fill('E2E laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect.poll(() => list.innerText()).toContain('E2E laptop');
    expect(await list.innerText()).toContain('not used yet');
    await signOut();

    await password();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await onTwoFactorPage();
    expect(await storedToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => page.getByRole('list', { name: 'Your passkeys' }).innerText()).toMatch(/last used/);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((e) => !/401|Unauthorized|passkey not used/.test(e))).toEqual([]);
  });
});
