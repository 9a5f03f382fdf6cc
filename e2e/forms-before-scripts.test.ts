/**
 * The site's forms before their scripts arrive, and without them: each is a real
 * `<form method="post">` to its own page, and the server answers with the same page in the state
 * the hydrated form would show (functions/form-posts.ts). What was typed never appears in an
 * address: not in the page's URL, not in any request the browser makes.
 *
 * (Axe runs in the page, so only where scripts run: the answer pages are the same markup.)
 *
 * The server limits each form per IP (5 per 10 minutes), shared with forms.test.ts: this file
 * sends each form at most once.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright';
import { adminSubmissionsResponse, apiPaths, auditCopy, contactCopy, fieldMessages, leadMagnetCopy, leadMagnetGuide } from '../domain';
import { adminLoginToken, axeViolations, chooseByKeyboard, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let adminToken = '';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminLoginToken(baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => new URL(path, baseUrl).href;

/** Every address the page asks for, to look for typed values in them. */
function watchAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

async function storedReferences(reference: string): Promise<string[]> {
  const response = await fetch(new URL(apiPaths.adminSubmissions, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ query: reference }),
  });
  expect(response.status).toBe(200);
  return adminSubmissionsResponse.parse(await response.json()).submissions.map((s) => s.reference);
}

async function referenceIn(page: Page, successTitle: string): Promise<string> {
  const region = page.getByRole('region', { name: successTitle });
  await region.waitFor();
  const reference = /LS-[0-9A-Z]{8}/.exec(await region.innerText())?.[0];
  expect(reference).toBeDefined();
  return reference!;
}

describe('forms without JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lead magnet: posted, stored, answered with the reference and the guide link', async () => {
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.goto(url('/lead-magnet'));
    await page.locator('#guide-email').fill('no-script@corpuschristi-tacos.com');
    await page.locator('#guide-name').fill('Ana Script');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: leadMagnetCopy.submit }).click(),
    ]);
    expect(answer.request().postData()).toContain('email=no-script%40corpuschristi-tacos.com');
    expect(answer.status()).toBe(200);
    const reference = await referenceIn(page, leadMagnetCopy.successTitle);
    expect(await page.getByRole('link', { name: leadMagnetCopy.download }).getAttribute('href')).toBe(leadMagnetGuide.downloadUrl);
    expect(await storedReferences(reference)).toEqual([reference]);
    expect(new URL(page.url()).pathname).toBe('/lead-magnet');
    for (const address of addresses) expect(address).not.toMatch(/no-script|Ana/);
    await page.close();
  });

  it("contact: a field left out comes back with its message beside it and everything typed kept; nothing stored", async () => {
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.goto(url('/contact'));
    await page.locator('#contact-name').fill('Wade Noscript');
    await page.locator('#contact-email').fill('wade@lubbockroofing.com');
    await page.locator('#contact-message').fill('Hail season again: we need a site that takes storm claims.');
    await page.getByRole('button', { name: contactCopy.submit }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    // The topic is the field without a value (its list needs the script); its message shows.
    expect(await page.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((f) => f.id))).toEqual(['contact-interest']);
    expect(await page.getByText(fieldMessages.interestMissing).count()).toBeGreaterThan(0);
    expect(await page.locator('#contact-name').inputValue()).toBe('Wade Noscript');
    expect(await page.locator('#contact-email').inputValue()).toBe('wade@lubbockroofing.com');
    expect(await page.locator('#contact-message').inputValue()).toBe('Hail season again: we need a site that takes storm claims.');
    for (const address of addresses) expect(address).not.toMatch(/Wade|lubbockroofing|Hail/);
    expect(await storedReferences('wade@lubbockroofing.com')).toEqual([]);
    await page.close();
  });
  it('admin sign-in: posted, never read, and the email and password appear in no address', async () => {
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.goto(url('/admin/login'));
    await page.getByLabel('Email').fill('noscript-admin@example.com');
    await page.getByLabel('Password').fill('noscript-secret-password');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await posted;
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) expect(address).not.toMatch(/noscript|secret|%40/);
    await page.close();
  });
});

describe('forms sent before the scripts arrive', () => {
  it('website audit: sent while the scripts are held back, answered with the reference, then hydrated in that state', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    const addresses = watchAddresses(page);
    // The page's scripts wait until the form has been sent (a slow phone network).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    await page.route('**/assets/*.js', async (route) => {
      if (holding) await released;
      await route.continue().catch(() => {});
    });
    // Held scripts hold the load event too: the page is there once its HTML is.
    await page.goto(url('/website-audit'), { waitUntil: 'domcontentloaded' });
    await page.locator('#audit-url').fill('elpasoplumbing.example');
    await page.locator('#audit-email').fill('rosa@elpasoplumbing.example');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/website-audit');
    await page.getByRole('button', { name: auditCopy.submit }).click();
    expect((await posted).status()).toBe(200);
    holding = false;
    release();
    const reference = await referenceIn(page, auditCopy.successTitle);
    await waitForPageReady(page);
    // Hydrated, the page still shows the answer (the server's state went with the page).
    expect(await referenceIn(page, auditCopy.successTitle)).toBe(reference);
    expect(await storedReferences(reference)).toEqual([reference]);
    for (const address of addresses) expect(address).not.toMatch(/elpasoplumbing|rosa/);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('text typed before the scripts arrive stays, and is what the hydrated form sends', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    // The call itself is answered here: this test is about what the form sends.
    let sent: Record<string, string> | null = null;
    await page.route(`**${apiPaths.contact}`, async (route) => {
      sent = route.request().postDataJSON() as Record<string, string>;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reference: 'LS-EARLY123' }) });
    });
    await page.goto(url('/contact'), { waitUntil: 'domcontentloaded' });
    await page.locator('#contact-name').fill('Early Typist');
    await page.locator('#contact-message').fill('Typed while the page was still loading its scripts.');
    release();
    await waitForPageReady(page);
    // Typing elsewhere re-renders the form: before the fix, that wiped the early text.
    await page.locator('#contact-email').fill('early@typist.example');
    expect(await page.locator('#contact-name').inputValue()).toBe('Early Typist');
    expect(await page.locator('#contact-message').inputValue()).toBe('Typed while the page was still loading its scripts.');
    await chooseByKeyboard(page, page.locator('#contact-interest'), 'Hosting');
    await page.getByRole('button', { name: contactCopy.submit }).click();
    expect(await referenceIn(page, contactCopy.successTitle)).toBe('LS-EARLY123');
    expect(sent).toMatchObject({ name: 'Early Typist', email: 'early@typist.example', interest: 'Hosting', message: 'Typed while the page was still loading its scripts.' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: add-ons ticked without scripts arrive as one box per add-on, stored by name; an unknown one is refused', async () => {
    const post = (body: string) =>
      fetch(url('/contact'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl).origin }, body });
    const fields = 'name=Lupe+Noscript&email=lupe%40elpasoplumbing.example&interest=Hosting&plan=business&message=Moving+two+sites+to+you.';
    const accepted = await post(`${fields}&addOns=cdn&addOns=backup`);
    expect(accepted.status).toBe(200);
    const reference = /LS-[0-9A-Z]{8}/.exec(await accepted.text())?.[0];
    expect(reference).toBeDefined();
    const stored = await fetch(new URL(apiPaths.adminSubmissions, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query: reference }),
    }).then(async (r) => adminSubmissionsResponse.parse(await r.json()).submissions);
    expect(stored.map((s) => s.fields.find((f) => f.label === 'Add-ons')?.value)).toEqual(['Global CDN, Backup Pro']);

    const refused = await post(`${fields}&addOns=cdn&addOns=free-pony`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(fieldMessages.addOnsInvalid);
  });

  it('a form posted from another site is refused', async () => {
    const response = await fetch(url('/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'name=x&email=x%40example.com&interest=Hosting&message=hello+there+friend',
    });
    expect(response.status).toBe(403);
  });
});
