/**
 * Booking a call as a visitor does it (issue 32): the form in Chromium holds the slot and says to
 * check the email; the email (from a real SMTP server in this process) carries only a link; the
 * link's page passes axe in light and dark, confirms nothing by being opened, and books the call
 * from its button (by keyboard, and without JavaScript); only then do the invite and the owner's
 * copy arrive. Then the owner's side: the confirmed call is listed, cancelled, and offered again.
 *
 * This file starts a server of its own (the built site, an in-memory database) with SMTP, so the
 * emails can be read: the shared e2e server sends none.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import { apiPaths, availableSlots, bookableDays, bookingConfirmCopy, bookingCopy, bookingHold, fieldMessages, formatBookingDay, guardedPages, messages, serviceTopics } from '../domain';
import { startServer, type RunningServer } from '../functions/node-server';
import { startTestSmtpServer, waitFor, type ReceivedMail, type TestSmtpServer } from '../functions/mail/smtp-test-server';
import { axeViolations, chooseByKeyboard, launchBrowser, waitForPageReady, watchErrors } from './browser';

const owner = 'owner@lonestar.test';
const admin = { email: 'booking-owner@example.com', password: 'e2e-booking-owner-password-1234' };
let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;
let origin = '';

/** A free loopback port, so SITE_ORIGIN (required with SMTP) can name the server before it starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startServer({
    port,
    dataDir: 'memory://',
    quiet: true,
    healthCheckEveryMs: 0,
    nightlyBackups: false,
    mail: { pollMs: 30, backoffMs: 30, maxAttempts: 20 },
    // TRUST_PROXY_HOPS: the API calls below come from networks of their own (X-Forwarded-For),
    // so the per-network cap counts the browser's bookings apart.
    env: { SMTP_URL: smtp.url, SITE_ORIGIN: origin, NOTIFY_EMAIL: owner, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, BACKUP_KEEP_DAYS: '0', TRUST_PROXY_HOPS: '1' },
  });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

const mailTo = (to: string, subject: RegExp) => smtp.received.filter((m) => m.to.includes(to) && subject.test(m.parsed.subject ?? ''));
async function mailArrives(to: string, subject: RegExp): Promise<ReceivedMail> {
  await waitFor(() => mailTo(to, subject).length > 0, 15_000, `mail "${subject}" to ${to}`);
  return mailTo(to, subject).at(-1)!;
}
const linkIn = (mail: ReceivedMail) => {
  const link = /https?:\/\/\S+\/booking\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.parsed.text ?? '')?.[0];
  expect(link).toBeDefined();
  return link!;
};

let network = 0;
async function bookByApi(body: Record<string, string>) {
  const res = await fetch(`${origin}${apiPaths.booking}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${++network}.1` }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { reference: string; fields?: Record<string, string> } };
}

async function confirmPageChecks(page: Page) {
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(bookingConfirmCopy.title);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('booking a call and confirming it from the email', () => {
  it('the form holds the slot and says to confirm; the email has only a link; its page confirms from the keyboard; then the invite arrives', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${origin}/booking`);
    await waitForPageReady(page);
    await page.locator('input[name="date"]').first().waitFor();
    await chooseByKeyboard(page, page.locator('#booking-service'), serviceTopics[0]);
    await page.locator('input[name="date"]').first().focus();
    await page.keyboard.press('ArrowRight');
    const day = await page.locator('input[name="date"]:checked').getAttribute('value');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const time = await page.locator('input[name="time"]:checked').getAttribute('value');
    // A name with a link is refused in the browser, beside the name, before anything is sent.
    await page.locator('#booking-name').focus();
    await page.keyboard.type('Lena see ortiz-prize.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lena@ortizclinic.com');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#booking-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-name');
    const describedBy = await page.locator('#booking-name').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy?.split(' ').join('"], [id="')}"]`).allInnerTexts()).toContain(fieldMessages.nameHasLink);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Lena Ortiz');
    await page.keyboard.press('Enter');
    const region = page.getByRole('region', { name: bookingCopy.successTitle });
    await region.waitFor({ timeout: 10_000 });
    expect(await region.innerText()).toContain(`confirm within ${bookingHold.holdMinutes} minutes`);
    expect(await axeViolations(page)).toEqual([]);

    const ask = await mailArrives('lena@ortizclinic.com', /^Confirm your call/);
    for (const typed of ['Lena', 'Ortiz']) expect(`${ask.parsed.subject} ${ask.parsed.text}`).not.toContain(typed);
    expect(ask.parsed.attachments).toHaveLength(0);
    const link = linkIn(ask);
    expect(link.startsWith(`${origin}/booking/confirm?token=`)).toBe(true);

    // Opening the link (as a mail scanner would, twice) books nothing.
    const confirm = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const confirmErrors = watchErrors(confirm);
    expect((await confirm.goto(link))?.status()).toBe(200);
    expect((await confirm.reload())?.status()).toBe(200);
    await confirmPageChecks(confirm);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailTo('lena@ortizclinic.com', /^Your call is booked/)).toHaveLength(0);

    // The button, by keyboard.
    await confirm.keyboard.press('Tab'); // the site's name
    await confirm.keyboard.press('Tab');
    expect(await confirm.evaluate(() => document.activeElement?.textContent)).toBe(bookingConfirmCopy.submit);
    await Promise.all([confirm.waitForNavigation(), confirm.keyboard.press('Enter')]);
    expect(await confirm.getByRole('heading', { level: 1 }).innerText()).toBe(bookingConfirmCopy.confirmedTitle);
    expect(await confirm.locator('main').innerText()).toContain(formatBookingDay(day!, 'long'));
    expect(await axeViolations(confirm)).toEqual([]);

    const invite = await mailArrives('lena@ortizclinic.com', /^Your call is booked/);
    expect(invite.parsed.attachments.some((a) => a.contentType === 'text/calendar')).toBe(true);
    expect(`${invite.parsed.subject} ${invite.parsed.text}`).not.toContain('Lena');
    const ownerCopy = await mailArrives(owner, /^New call booked/);
    expect(ownerCopy.parsed.text).toContain('Lena Ortiz');
    expect(ownerCopy.parsed.text).toContain(time!.replace(/^0/, ''));

    // A second press of the same link is refused.
    await confirm.goto(link);
    await Promise.all([confirm.waitForNavigation(), confirm.getByRole('button', { name: bookingConfirmCopy.submit }).click()]);
    expect(await confirm.getByRole('heading', { level: 1 }).innerText()).toBe(bookingConfirmCopy.refusedTitle);
    expect(await confirm.locator('main').innerText()).toContain(bookingConfirmCopy.refused.used);
    expect(mailTo('lena@ortizclinic.com', /^Your call is booked/)).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(confirmErrors.filter((e) => !e.includes('410'))).toEqual([]);
    await page.close();
    await confirm.close();
  });

  it('the link works without JavaScript', async () => {
    const day = bookableDays(new Date())[3]!;
    const time = availableSlots(day, new Date()).at(-1)!;
    const booked = await bookByApi({ service: 'Hosting', date: day, time, name: 'Omar Haddad', email: 'omar@example.com' });
    expect(booked.status).toBe(200);
    const link = linkIn(await mailArrives('omar@example.com', /^Confirm your call/));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(link);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: bookingConfirmCopy.submit }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(bookingConfirmCopy.confirmedTitle);
    await mailArrives('omar@example.com', /^Your call is booked/);
    await context.close();
  });

  it('the owner lists a confirmed call, cancels it by keyboard, and its slot is offered again on /booking', async () => {
    const day = bookableDays(new Date())[2]!;
    const time = availableSlots(day, new Date()).at(-2)!;
    const booked = await bookByApi({ service: 'Hosting', date: day, time, name: 'Erin Calloway', email: 'erin@example.com' });
    expect(booked.status).toBe(200);
    const again = await bookByApi({ service: 'Website audit', date: day, time, name: 'Second Visitor', email: 'second@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.fields?.time).toContain('was just booked by someone else');
    const link = linkIn(await mailArrives('erin@example.com', /^Confirm your call/));
    const pressed = await fetch(link, { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(pressed.status).toBe(200);

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${origin}/booking`);
    await waitForPageReady(visitor);
    await visitor.getByRole('radio', { name: formatBookingDay(day, 'long') }).click();
    const offered = () => visitor.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
    await expect.poll(offered).not.toContain(time);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/admin/bookings`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await waitForPageReady(page);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await page.getByRole('heading', { level: 1, name: guardedPages['/admin/bookings'].heading }).waitFor();
    const item = page.getByRole('list', { name: 'Upcoming calls' }).getByRole('listitem').filter({ hasText: booked.body.reference });
    await expect.poll(() => item.count()).toBe(1);
    await expect.poll(() => item.innerText()).toContain('Erin Calloway');
    await item.getByRole('button', { name: /^Cancel call with Erin Calloway/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this call?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel the call' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The call is cancelled.').waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await page.close();

    await visitor.reload();
    await waitForPageReady(visitor);
    await visitor.getByRole('radio', { name: formatBookingDay(day, 'long') }).click();
    await expect.poll(offered).toContain(time);
    await visitor.close();
  });
});
