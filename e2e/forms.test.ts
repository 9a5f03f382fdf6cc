/**
 * The four forms in Chromium against the real server and database: each filled in by keyboard,
 * refused in the browser with the messages beside the fields, fixed and sent, acknowledged with
 * a reference, and then found by that reference in the admin's list of submissions. A server
 * failure keeps everything typed; /contact?plan= fills the plan in; the guide downloads as a PDF.
 * Axe and the console are checked on every page (the one expected "Failed to load resource" of a
 * deliberate 500 aside).
 *
 * The server limits each form per IP (5 per 10 minutes): this file sends each form at most twice.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import {
  adminSubmissionsResponse,
  apiPaths,
  auditCopy,
  bookingCopy,
  serviceTopics,
  contactCopy,
  fieldMessages,
  formatSlotTime,
  formFailures,
  hostingCopy,
  leadMagnetCopy,
  leadMagnetGuide,
  publicPages,
  type SubmissionKind,
} from '../domain';
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

async function open(path: string, viewport = { width: 1280, height: 900 }) {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  const response = await page.goto(url(path));
  expect(response?.status()).toBe(200);
  await waitForPageReady(page);
  return { page, errors };
}

/** The submission as the admin pages list it, found by its reference. */
async function adminSubmission(reference: string) {
  const response = await fetch(new URL(apiPaths.adminSubmissions, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ query: reference }),
  });
  expect(response.status).toBe(200);
  const { submissions } = adminSubmissionsResponse.parse(await response.json());
  return submissions.filter((s) => s.reference === reference);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const describedBy = (page: Page, id: string) =>
  page.evaluate((fieldId) => {
    const field = document.getElementById(fieldId)!;
    return (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref)?.textContent ?? '')
      .join(' ');
  }, id);

/** Opens a select from the keyboard, moves `down` options from the first, and chooses it. */
async function referenceShown(page: Page, successTitle: string) {
  const region = page.getByRole('region', { name: successTitle });
  // On failure, say what the page shows instead (a field error, a refusal...).
  await expect
    .poll(async () => ((await region.count()) === 1 ? 'shown' : `not shown; alerts: ${(await page.getByRole('alert').allInnerTexts()).join(' | ')}`), { timeout: 10_000 })
    .toBe('shown');
  const text = await region.innerText();
  const reference = /LS-[0-9A-Z]{8}/.exec(text)?.[0];
  expect(reference).toBeDefined();
  // Focus moved to the confirmation, which replaced the form.
  expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
  return { reference: reference!, text };
}

async function expectStored(reference: string, kind: SubmissionKind, email: string) {
  const rows = await adminSubmission(reference);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind, email });
  return rows[0]!;
}

describe('forms in Chromium', () => {
  it('contact: refused by keyboard with messages beside the fields, fixed, sent, stored', async () => {
    const { page, errors } = await open('/contact');
    expect(await axeViolations(page)).toEqual([]);
    // Submit empty from the keyboard: Enter in the first field.
    await page.locator('#contact-name').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#contact-name').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedId(page)).toBe('contact-name');
    expect(await describedBy(page, 'contact-name')).toContain(fieldMessages.nameMissing);
    expect(await describedBy(page, 'contact-email')).toContain(fieldMessages.emailMissing);
    expect(await describedBy(page, 'contact-message')).toContain(fieldMessages.messageMissing);
    expect(await page.getByRole('alert').first().innerText()).toContain('There are problems with 4 fields');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type('Rosa Delgado');
    await page.keyboard.press('Tab');
    await page.keyboard.type('rosa@delgadobakery.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Delgado Bakery');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('contact-interest');
    await chooseByKeyboard(page, page.locator('#contact-interest'), serviceTopics[0]);
    await expect.poll(() => page.locator('#contact-interest').innerText()).toContain('AI web design');
    await page.locator('#contact-message').focus();
    await page.keyboard.type('We bake for three farmers markets around San Antonio and want online orders for pickup.');
    // The messages went away as each field was fixed.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await page.keyboard.press('Tab'); // past the honeypot (not in the tab order) to Send
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(contactCopy.submit);
    await page.keyboard.press('Enter');

    const { reference, text } = await referenceShown(page, contactCopy.successTitle);
    expect(text).toContain('rosa@delgadobakery.com');
    const stored = await expectStored(reference, 'contact', 'rosa@delgadobakery.com');
    expect(stored.name).toBe('Rosa Delgado');
    expect(stored.summary).toContain('AI web design');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: ?plan= fills in the plan, which can be removed', async () => {
    const { page, errors } = await open('/contact?plan=business');
    await expect.poll(() => page.locator('#contact-plan').innerText()).toContain('Business Cloud');
    expect(await page.getByText('Business Cloud: $99/month, normally $159.').count()).toBe(1);
    await page.getByRole('button', { name: contactCopy.clearPlan }).click();
    await expect.poll(() => page.locator('#contact-plan').innerText()).toContain(contactCopy.noPlan);
    await page.waitForURL((u) => !u.search.includes('plan='));
    // An unknown plan is dropped, not shown.
    await page.goto(url('/contact?plan=platinum'));
    await waitForPageReady(page);
    expect(await page.locator('#contact-plan').innerText()).toContain(contactCopy.noPlan);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: a server error keeps everything typed, and the next try goes through', async () => {
    const { page, errors } = await open('/contact?plan=starter');
    await expect.poll(() => page.locator('#contact-plan').innerText()).toContain('Starter Cloud');
    let failNext = true;
    await page.route(`**${apiPaths.contact}`, (route) =>
      failNext
        ? ((failNext = false), route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }) }))
        : route.continue(),
    );
    await page.locator('#contact-name').fill('Travis Boone');
    await page.locator('#contact-email').fill('travis@boonehvac.com');
    await chooseByKeyboard(page, page.locator('#contact-interest'), 'Hosting');
    await page.locator('#contact-message').fill('Our HVAC site goes down every July. Can you host it?');
    await page.getByRole('button', { name: contactCopy.submit }).click();
    await expect.poll(() => page.getByText(formFailures.server.title).count()).toBe(1);
    expect(await page.locator('#contact-name').inputValue()).toBe('Travis Boone');
    expect(await page.locator('#contact-email').inputValue()).toBe('travis@boonehvac.com');
    expect(await page.locator('#contact-interest').innerText()).toContain('Hosting');
    expect(await page.locator('#contact-plan').innerText()).toContain('Starter Cloud');
    expect(await page.locator('#contact-message').inputValue()).toBe('Our HVAC site goes down every July. Can you host it?');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: contactCopy.submit }).click();
    const { reference } = await referenceShown(page, contactCopy.successTitle);
    const stored = await expectStored(reference, 'contact', 'travis@boonehvac.com');
    expect(stored.fields).toContainEqual({ label: 'Plan', value: 'starter' });
    expect(errors.filter((line) => !/Failed to load resource: .* 500/.test(line))).toEqual([]);
    await page.close();
  });

  it('contact: the plan and add-ons ticked on /hosting arrive ticked, can be changed, and are stored by name', async () => {
    const { page, errors } = await open('/hosting');
    await page.getByRole('button', { name: 'Add Global CDN' }).click();
    await page.getByRole('button', { name: 'Add Backup Pro' }).click();
    await page.getByRole('article', { name: 'Business Cloud' }).getByRole('link', { name: hostingCopy.getStarted }).click();
    await page.waitForURL(/\/contact\?/);
    expect(new URL(page.url()).searchParams.get('plan')).toBe('business');
    expect(new URL(page.url()).searchParams.get('addons')).toBe('cdn,backup');
    const group = page.getByRole('group', { name: contactCopy.labels.addOns });
    await expect.poll(() => group.getByRole('checkbox', { name: /Global CDN/ }).isChecked()).toBe(true);
    expect(await group.getByRole('checkbox', { name: /Backup Pro/ }).isChecked()).toBe(true);
    expect(await group.getByRole('checkbox', { name: /Advanced Security/ }).isChecked()).toBe(false);
    // the visitor changes their mind: Backup Pro out, Advanced Monitoring in
    await group.getByRole('checkbox', { name: /Backup Pro/ }).uncheck();
    await group.getByRole('checkbox', { name: /Advanced Monitoring/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('addons')).toBe('cdn,monitoring');
    await page.locator('#contact-name').fill('Dana Ortiz');
    await page.locator('#contact-email').fill('dana@ortizdental.example');
    await chooseByKeyboard(page, page.locator('#contact-interest'), 'Hosting');
    await page.locator('#contact-message').fill('Two clinics, one site. Moving from our old host.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: contactCopy.submit }).click();
    const { reference } = await referenceShown(page, contactCopy.successTitle);
    const stored = await expectStored(reference, 'contact', 'dana@ortizdental.example');
    expect(stored.fields).toContainEqual({ label: 'Plan', value: 'business' });
    expect(stored.fields).toContainEqual({ label: 'Add-ons', value: 'Global CDN, Advanced Monitoring' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('booking: only working days and future times, chosen by keyboard, stored in Central time', async () => {
    const { page, errors } = await open('/booking', { width: 390, height: 844 });
    // The days appear once hydrated (they depend on the clock). Every day offered is a weekday,
    // and the first one is today or later in Austin.
    await page.locator('input[name="date"]').first().waitFor();
    const days = await page.locator('input[name="date"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect([0, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    const todayInAustin = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    expect(days[0]! >= todayInAustin).toBe(true);

    await page.getByRole('button', { name: bookingCopy.submit }).click();
    await expect.poll(() => focusedId(page)).toBe('booking-service');
    expect(await describedBy(page, 'booking-slot')).toContain(fieldMessages.dateMissing);

    await chooseByKeyboard(page, page.locator('#booking-service'), serviceTopics[0]);
    await page.locator('input[name="date"]').first().focus();
    await page.keyboard.press('ArrowRight'); // the second day offered
    const chosenDay = await page.locator('input[name="date"]:checked').getAttribute('value');
    expect(chosenDay).toBe(days[1]);
    // The first time still free that day: 09:00 on a fresh database (a retry of this test finds the
    // slot its first try booked taken, and gets the next one).
    const firstFree = await page.locator('input[name="time"]:not(:disabled)').first().getAttribute('value');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // the first time of that day
    const chosenTime = await page.locator('input[name="time"]:checked').getAttribute('value');
    expect(chosenTime).toBe(firstFree);
    expect(['09:00', '09:30']).toContain(chosenTime);
    await page.locator('#booking-name').focus();
    await page.keyboard.type('Lena Ortiz');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lena@ortizclinic.com');
    await page.keyboard.press('Enter');

    const { reference, text } = await referenceShown(page, bookingCopy.successTitle);
    expect(text).toContain(`${formatSlotTime(chosenTime!)} Central time`);
    const stored = await expectStored(reference, 'booking', 'lena@ortizclinic.com');
    expect(stored.summary).toBe(`${serviceTopics[0]} on ${chosenDay} at ${chosenTime} Central`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('website audit: a bare address is completed, sent and stored; the packages are linked', async () => {
    const { page, errors } = await open('/website-audit');
    expect(await page.getByRole('link', { name: auditCopy.packagesLink }).getAttribute('href')).toBe('/audit-packages');
    await page.locator('#audit-url').focus();
    await page.keyboard.type('intranet');
    await page.keyboard.press('Tab');
    await page.keyboard.type('office@hillcountrydental.com');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('audit-url');
    expect(await describedBy(page, 'audit-url')).toContain(fieldMessages.urlInvalid);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('hillcountrydental.com');
    await page.keyboard.press('Enter');
    const { reference, text } = await referenceShown(page, auditCopy.successTitle);
    expect(text).toContain('https://hillcountrydental.com');
    const stored = await expectStored(reference, 'website_audit', 'office@hillcountrydental.com');
    expect(stored.summary).toBe('Audit of https://hillcountrydental.com');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lead magnet: the email is stored and the guide downloads as a PDF', async () => {
    const { page, errors } = await open('/lead-magnet');
    await page.locator('#guide-email').focus();
    await page.keyboard.type('owner@pecanstreetcafe');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#guide-email').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedId(page)).toBe('guide-email');
    expect(await describedBy(page, 'guide-email')).toContain(fieldMessages.emailInvalid);
    await page.keyboard.type('.com');
    await page.keyboard.press('Enter');
    const { reference } = await referenceShown(page, leadMagnetCopy.successTitle);
    await expectStored(reference, 'lead_magnet', 'owner@pecanstreetcafe.com');

    const link = page.getByRole('link', { name: leadMagnetCopy.download });
    expect(await link.getAttribute('href')).toBe(leadMagnetGuide.downloadUrl);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(leadMagnetGuide.fileName);
    expect(await download.failure()).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the guide itself: 200, application/pdf, a real PDF', async () => {
    const response = await fetch(new URL(leadMagnetGuide.downloadUrl, baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  it('each form page arrives as HTML with its form, before any script', async () => {
    for (const [path, field] of [
      ['/contact', 'contact-message'],
      ['/booking', 'booking-email'],
      ['/website-audit', 'audit-url'],
      ['/lead-magnet', 'guide-email'],
    ] as const) {
      const html = await (await fetch(new URL(path, baseUrl))).text();
      expect(html).toContain(publicPages[path].heading.replace(/'/g, '&#x27;'));
      expect(html).toContain(`id="${field}"`);
      expect(html).toContain('name="website"');
    }
  });
});
