/**
 * The four form functions against a real database: field errors with the schemas' own
 * messages, storage with a reference (and only then a 2xx), the honeypot, the per-IP limit,
 * the booking slot rules in Central time, and bounded bodies. (handlers.test.ts has the
 * first smoke checks of each form; this file goes into the rules.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  adminSubmissionsResponse,
  bookingSchedule,
  bookingSlotMessages,
  fieldMessages,
  leadMagnetGuide,
  maxRequestBodyBytes,
  messages,
  type ApiCall,
} from '../../domain';
import { hashPassword } from '../auth/passwords';
import type { Database, Queryable } from '../db/index';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { rateLimits } from '../rate-limit';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { confirmBooking } from '../booking-confirmations';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const admin = { email: 'forms-owner@lonestar.test', password: 'forms test password 1234' };

describe.each(testDatabaseKinds)('form functions on %s', (kind) => {
  let test: TestDatabase;
  /** Monday 23 November 2026, 13:10 in Austin (CST, UTC-6) */
  let clock = Date.parse('2026-11-23T19:10:00Z');
  const now = () => new Date(clock);
  let handlers: Record<ApiCall, Handler>;
  let ip = '';
  let ipCounter = 0;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const hash = await hashPassword(admin.password, { logN: 10, r: 8, p: 1 });
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [admin.email, 'Owner', hash]);
    handlers = createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin }), now });
  });
  afterAll(() => test?.cleanup());
  beforeEach(() => {
    clock = Date.parse('2026-11-23T19:10:00Z');
    // a network and an email of its own for each test: the booking caps count them (bookingHold)
    ip = `100.64.${++ipCounter}.1`;
    booking.email = `travis${ipCounter}@boonehvac.com`;
  });

  async function send(name: ApiCall, init: { body?: BodyInit; headers?: Record<string, string> }, options: { with?: Record<ApiCall, Handler> } = {}) {
    const request = new Request(`${origin}/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body,
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    const res = await (options.with ?? handlers)[name](request, { clientIp: ip });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }
  const call = (name: ApiCall, body: unknown, options?: { with?: Record<ApiCall, Handler> }) =>
    send(name, { body: JSON.stringify(body) }, options);

  /** What the visitor does: the link from the email, its button pressed (booking-confirmations.ts). */
  async function confirmFromEmail(reference: string) {
    const [mail] = await test.db.query<{ body_text: string }>(`select body_text from mail_outbox where reference = $1 and template = 'booking.confirm'`, [reference]);
    const token = /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
    expect('call' in (await confirmBooking(test.db, parseEnv({ SITE_ORIGIN: origin }), token, { origin, now: now() }))).toBe(true);
  }

  const storedRow = async (reference: string) =>
    (await test.db.query<{ kind: string; payload: Record<string, unknown> }>('select kind, payload from submissions where reference = $1', [reference]))[0];

  const contact = { name: 'Rosa Delgado', email: 'rosa@delgadobakery.com', company: 'Delgado Bakery', interest: 'AI web design', message: 'We need online orders for Easter.' };
  const booking = { service: 'Hosting', date: '2026-11-24', time: '10:30', name: 'Travis Boone', email: 'travis@boonehvac.com' };

  describe('links in the emails', () => {
    it('point at SITE_ORIGIN, never at a forged Host; without SITE_ORIGIN at this machine, not at the Host', async () => {
      const forgedHost = (body: unknown, handlers: Record<ApiCall, Handler>) =>
        handlers.leadMagnet(new Request('http://evil.example/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), { clientIp: ip });
      const bodies = async (reference: string) =>
        (await test.db.query<{ body_text: string }>('select body_text from mail_outbox where reference = $1', [reference])).map((r) => r.body_text).join('\n');
      const configured = await (await forgedHost({ email: 'guide@example.com' }, handlers)).json();
      expect(await bodies(configured.reference)).toContain(`${origin}/`);
      ip = `198.51.101.${ipCounter}`;
      const unset = createHandlers({ db: test.db, env: parseEnv({}), now });
      const local = await (await forgedHost({ email: 'guide2@example.com' }, unset)).json();
      expect(await bodies(local.reference)).toContain('http://localhost:3000/');
      for (const reference of [configured.reference, local.reference]) expect(await bodies(reference)).not.toContain('evil.example');
    });
  });

  describe('validation', () => {
    it('answers 400 with the message of each refused field, and stores nothing', async () => {
      const before = (await test.db.query<{ n: number }>('select count(*)::int as n from submissions'))[0]!.n;
      const res = await call('contact', { name: '  ', email: 'rosa@', interest: 'Free money', message: '', plan: 'platinum' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/name/);
      expect(res.body.fields).toEqual({
        name: fieldMessages.nameMissing,
        email: fieldMessages.emailInvalid,
        interest: fieldMessages.interestMissing,
        message: fieldMessages.messageMissing,
        plan: fieldMessages.planInvalid,
      });
      expect((await test.db.query<{ n: number }>('select count(*)::int as n from submissions'))[0]!.n).toBe(before);
    });
    it('names missing fields of every form', async () => {
      expect((await call('booking', {})).body.fields).toEqual({
        service: fieldMessages.serviceMissing,
        date: fieldMessages.dateMissing,
        time: fieldMessages.timeMissing,
        name: fieldMessages.nameMissing,
        email: fieldMessages.emailMissing,
      });
      expect((await call('leadMagnet', { email: '' })).body.fields).toEqual({ email: fieldMessages.emailMissing });
      expect((await call('websiteAudit', { url: 'localhost:3000', email: 'a@b.co' })).body.fields).toEqual({ url: fieldMessages.urlInvalid });
      expect((await call('websiteAudit', { url: 'https://intranet', email: 'a@b.co' })).body.fields).toEqual({ url: fieldMessages.urlInvalid });
    });
    it('a topic or add-on not on our lists is refused beside its field', async () => {
      const booking = await call('booking', { service: 'Free money', date: '2026-12-01', time: '10:30', name: 'A', email: 'a@b.co' });
      expect(booking.status).toBe(400);
      expect(booking.body.fields).toEqual({ service: fieldMessages.serviceMissing });
      const contact = await call('contact', { name: 'Rosa', email: 'rosa@b.co', interest: 'Hosting', message: 'Hello', plan: 'business', addOns: 'cdn,free-pony' });
      expect(contact.status).toBe(400);
      expect(contact.body.fields).toEqual({ addOns: fieldMessages.addOnsInvalid });
      const accepted = await call('contact', { name: 'Rosa', email: 'rosa@b.co', interest: 'Local SEO', message: 'Hello', plan: 'business', addOns: 'cdn,backup' });
      expect(accepted.status).toBe(200);
    });
    it('refuses fields it does not know (the bodies are fixed)', async () => {
      const res = await call('leadMagnet', { email: 'a@b.co', coupon: 'FREE' });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('coupon');
    });
    it('415 for a form post, 400 for broken JSON', async () => {
      expect((await send('contact', { body: 'name=Rosa', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
      expect((await send('contact', { body: '{"name":' })).body).toEqual({ error: messages.invalidJson });
    });
  });

  describe('oversize bodies', () => {
    it('413 when the declared length is beyond the bound', async () => {
      const body = JSON.stringify({ ...contact, message: 'x'.repeat(maxRequestBodyBytes) });
      const res = await send('contact', { body, headers: { 'content-length': String(new TextEncoder().encode(body).byteLength) } });
      expect(res.status).toBe(413);
      expect(res.body.error).toBe(messages.bodyTooLarge);
    });
    it('413 when a body without a length runs past the bound', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(chunk);
          else controller.close();
        },
      });
      expect((await send('contact', { body: stream })).status).toBe(413);
    });
  });

  describe('storage', () => {
    it('stores a valid submission and answers its reference only once the row is there', async () => {
      const res = await call('contact', { ...contact, plan: 'professional' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ reference: expect.stringMatching(/^LS-[0-9A-Z]{8}$/) });
      const row = await storedRow(res.body.reference);
      expect(row?.kind).toBe('contact');
      expect(row?.payload).toEqual({ ...contact, plan: 'professional' });
    });
    it('trims what it stores', async () => {
      const res = await call('leadMagnet', { email: '  lena@example.com ', name: ' Lena ' });
      expect(res.body).toEqual({ reference: expect.any(String), downloadUrl: leadMagnetGuide.downloadUrl });
      expect((await storedRow(res.body.reference))?.payload).toEqual({ email: 'lena@example.com', name: 'Lena' });
    });
    it('never acknowledges a submission the database did not take', async () => {
      const failInsert = (db: Queryable): Queryable => ({
        ...db,
        query: (sql, params) => (/insert into submissions/.test(sql) ? Promise.reject(new Error('disk full')) : db.query(sql, params)),
      });
      const failing: Database = { ...test.db, ...failInsert(test.db), transaction: (fn) => test.db.transaction((tx) => fn(failInsert(tx))) };
      const broken = createHandlers({ db: failing, env: parseEnv({ SITE_ORIGIN: origin }), now });
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        const res = await call('websiteAudit', { url: 'https://boonehvac.com', email: 'travis@boonehvac.com' }, { with: broken });
        expect(res.status).toBe(500);
        expect(res.body.reference).toBeUndefined();
      } finally {
        console.error = original;
      }
      expect(errors).toHaveLength(1);
    });
    it('shows each stored submission to the admin, newest first', async () => {
      const audit = await call('websiteAudit', { url: 'https://www.hillcountrydental.com', email: 'office@hillcountrydental.com' });
      clock += 1000;
      const lead = await call('leadMagnet', { email: 'owner@pecanstreetcafe.com' });
      const login = await call('adminLogin', admin);
      expect(login.status).toBe(200);
      const list = adminSubmissionsResponse.parse(
        (await send('adminSubmissions', { body: '{}', headers: { authorization: `Bearer ${login.body.token}` } })).body,
      );
      const references = list.submissions.map((s) => s.reference);
      expect(references.indexOf(lead.body.reference)).toBeLessThan(references.indexOf(audit.body.reference));
      expect(list.submissions.find((s) => s.reference === audit.body.reference)).toMatchObject({
        kind: 'website_audit',
        email: 'office@hillcountrydental.com',
        summary: 'Audit of https://www.hillcountrydental.com',
      });
    });
  });

  describe('honeypot', () => {
    it('answers a filled honeypot like a person, stores nothing, and still counts it', async () => {
      const res = await call('contact', { ...contact, website: 'https://cheap-pills.example' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ reference: expect.stringMatching(/^LS-/) });
      expect(await storedRow(res.body.reference)).toBeUndefined();
      const lead = await call('leadMagnet', { email: 'bot@spam.example', website: 'x' });
      expect(lead.body.downloadUrl).toBe(leadMagnetGuide.downloadUrl);
      for (let i = 1; i < rateLimits.forms.max; i++) await call('contact', { ...contact, website: 'x' });
      expect((await call('contact', contact)).status).toBe(429);
    });
    it('an empty honeypot is a person', async () => {
      const res = await call('contact', { ...contact, website: '' });
      expect(await storedRow(res.body.reference)).toBeDefined();
    });
  });

  describe('names and what the visitor is sent', () => {
    it.each([
      ['contact', (name: string) => ({ ...contact, name })],
      ['booking', (name: string) => ({ ...booking, date: '2026-12-08', time: '15:00', name })],
      ['leadMagnet', (name: string) => ({ email: 'guide@example.com', name })],
    ] as const)('%s refuses a name with a link or a control character, beside the name, and stores nothing', async (form, body) => {
      for (const [name, message] of [
        ['Hi, see evil.com', fieldMessages.nameHasLink],
        ['https://evil.example/x', fieldMessages.nameHasLink],
        ['www.prize', fieldMessages.nameHasLink],
        ['Bob bit.ly/win', fieldMessages.nameHasLink],
        ['Bob\u0007Smith', fieldMessages.nameHasControl],
        ['Bob\u202Etxt.exe', fieldMessages.nameHasControl],
      ] as const) {
        const res = await call(form, body(name));
        expect(res.status, name).toBe(400);
        expect(res.body.fields, name).toEqual({ name: message });
      }
      expect((await call(form, body('J. R. Ewing-Núñez'))).status).toBe(200);
    });

    it("the visitor's confirmation quotes nothing they typed; the owner's copy keeps it all", async () => {
      const mails = async (reference: string) =>
        test.db.query<{ audience: string; subject: string; body_text: string }>('select audience, subject, body_text from mail_outbox where reference = $1', [reference]);
      const sent = {
        contact: await call('contact', { ...contact, name: 'Rosa Delgado', company: 'Delgado Bakery' }),
        leadMagnet: await call('leadMagnet', { email: 'rosa@example.com', name: 'Rosa Delgado' }),
        websiteAudit: await call('websiteAudit', { url: 'https://delgado-bakery.example', email: 'rosa@example.com' }),
        booking: await call('booking', { ...booking, date: '2026-12-08', time: '15:30', name: 'Rosa Delgado', phone: '512 555 0100', notes: 'Easter orders' }),
      };
      for (const [form, res] of Object.entries(sent)) {
        expect(res.status, form).toBe(200);
        const all = await mails(res.body.reference);
        const visitor = all.filter((m) => m.audience === 'visitor');
        expect(visitor, form).toHaveLength(1);
        for (const typed of ['Rosa', 'Delgado', 'delgado-bakery', '555 0100', 'Easter', 'online orders']) {
          expect(visitor[0]!.body_text, `${form}: ${typed}`).not.toContain(typed);
          expect(visitor[0]!.subject, `${form}: ${typed}`).not.toContain(typed);
        }
        expect(visitor[0]!.body_text).toMatch(/^Hello,/);
        const owner = all.find((m) => m.audience === 'owner');
        if (form !== 'booking') expect(owner?.body_text, form).toMatch(/Rosa|delgado-bakery/);
      }
      // the booking's owner copy waits for the visitor's confirmation, and then keeps everything
      await confirmFromEmail(sent.booking.body.reference);
      const owner = (await mails(sent.booking.body.reference)).find((m) => m.audience === 'owner')!;
      for (const typed of ['Rosa Delgado', '512 555 0100', 'Easter orders']) expect(owner.body_text).toContain(typed);
    });
  });

  describe('rate limit', () => {
    it(`takes ${rateLimits.forms.max} submissions of a form per IP in a window, then 429 with Retry-After`, async () => {
      for (let i = 0; i < rateLimits.forms.max; i++) {
        expect((await call('websiteAudit', { url: `https://site${i}.example.com`, email: 'a@b.co' })).status).toBe(200);
      }
      const refused = await call('websiteAudit', { url: 'https://one-more.example.com', email: 'a@b.co' });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(messages.rateLimited);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual((rateLimits.forms.windowMs + 60_000) / 1000); // a sliding window of one-minute buckets
      // Another form from the same IP is counted on its own.
      expect((await call('leadMagnet', { email: 'a@b.co' })).status).toBe(200);
      // After the wait, the same form goes through again.
      clock += wait * 1000;
      expect((await call('websiteAudit', { url: 'https://later.example.com', email: 'a@b.co' })).status).toBe(200);
    });
    it('invalid bodies are refused before they count', async () => {
      for (let i = 0; i < rateLimits.forms.max + 2; i++) expect((await call('leadMagnet', { email: 'nope' })).status).toBe(400);
      expect((await call('leadMagnet', { email: 'a@b.co' })).status).toBe(200);
    });
  });

  describe('booking slots (Central time)', () => {
    it('stores a slot on a coming working day', async () => {
      const res = await call('booking', booking);
      expect(res.status).toBe(200);
      expect((await storedRow(res.body.reference))?.payload).toMatchObject({ date: '2026-11-24', time: '10:30' });
    });
    it.each([
      ['a past day', { date: '2026-11-20', time: '10:00' }, 'date', 'day-passed'],
      ['a slot that started earlier today', { date: '2026-11-23', time: '13:00' }, 'time', 'time-passed'],
      ['a Saturday', { date: '2026-11-28', time: '10:00' }, 'date', 'not-working-day'],
      ['a Sunday', { date: '2026-11-29', time: '11:00' }, 'date', 'not-working-day'],
      ['a time between slots', { date: '2026-11-24', time: '10:15' }, 'time', 'off-grid'],
      ['a day too far ahead', { date: addDays('2026-11-23', bookingSchedule.maxDaysAhead + 3), time: '10:00' }, 'date', 'too-far'],
      ['Thanksgiving', { date: '2026-11-26', time: '10:00' }, 'date', 'holiday'],
      ['the day after Thanksgiving', { date: '2026-11-27', time: '10:00' }, 'date', 'holiday'],
      ['Christmas Day', { date: '2026-12-25', time: '10:00' }, 'date', 'holiday'],
      ['a time after hours', { date: '2026-11-24', time: '17:00' }, 'time', 'off-grid'],
    ] as const)('refuses %s, beside the right field', async (_, slot, field, problem) => {
      const res = await call('booking', { ...booking, ...slot });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [field]: bookingSlotMessages[problem] });
    });
    it('uses the clock in Austin, not UTC', async () => {
      // Monday 08:45 in Austin is 14:45 UTC: 9:00 today is still ahead there.
      clock = Date.parse('2026-11-23T14:45:00Z');
      expect((await call('booking', { ...booking, date: '2026-11-23', time: '09:00' })).status).toBe(200);
      // Friday 20:00 in Austin is already Saturday in UTC: Friday 16:30 has passed, Monday is fine.
      clock = Date.parse('2026-11-21T02:00:00Z');
      expect((await call('booking', { ...booking, date: '2026-11-20', time: '16:30' })).body.fields).toEqual({ time: fieldMessages.timePassed });
      expect((await call('booking', { ...booking, date: '2026-11-23', time: '09:30' })).status).toBe(200);
    });
    it('follows daylight saving time', async () => {
      // 14:30 UTC on 9 March 2026 is 9:30 CDT (a day after the switch); on 6 March it was 8:30 CST.
      clock = Date.parse('2026-03-09T14:30:00Z');
      expect((await call('booking', { ...booking, date: '2026-03-09', time: '09:30' })).body.fields).toEqual({ time: fieldMessages.timePassed });
      clock = Date.parse('2026-03-06T14:30:00Z');
      expect((await call('booking', { ...booking, date: '2026-03-06', time: '09:30' })).status).toBe(200);
    });
  });

  describe('a slot is taken once', () => {
    const freeSlots = async (from: string, days: number) => (await call('bookingSlots', { from, days })).body.days as Array<{ date: string; slots: string[] }>;

    it('two bookings of one slot sent at the same moment: one is booked, the other gets 409 naming the slot, and nothing of it is stored', async () => {
      const slot = { date: '2026-11-30', time: '11:00' };
      const before = Number((await test.db.query<{ n: number }>('select count(*)::int as n from mail_outbox'))[0]!.n);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => {
          ip = `198.${51 + i}.102.1`;
          return call('booking', { ...booking, ...slot, name: `Visitor ${i}`, email: `visitor${i}@example.com` });
        }),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect(refused.body.error).toBe('11:00 AM on Monday, November 30, 2026 was just booked by someone else. Choose another time: the free ones are shown.');
      expect(refused.body.fields).toEqual({ time: refused.body.error });
      const stored = await test.db.query<{ n: number }>(`select count(*)::int as n from submissions where kind = 'booking' and payload->>'date' = $1 and payload->>'time' = $2`, [slot.date, slot.time]);
      expect(stored[0]!.n).toBe(1);
      // one hold's link to confirm it, nothing for the refused seven
      const after = Number((await test.db.query<{ n: number }>('select count(*)::int as n from mail_outbox'))[0]!.n);
      expect(after - before).toBe(1);
      // the taken slot is gone from the picker; the rest of the day is there
      const monday = (await freeSlots('2026-11-30', 1))[0]!;
      expect(monday.date).toBe('2026-11-30');
      expect(monday.slots).not.toContain('11:00');
      expect(monday.slots).toContain('11:30');
      expect(monday.slots).toHaveLength(15);
    });

    it('the free slots leave out weekends, holidays, blocked days and slots that have started', async () => {
      // Monday 23 November 13:10 in Austin: today from 14:30 (an hour's notice), no Thanksgiving, no weekend.
      const days = await freeSlots('2026-11-23', 7);
      expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
      expect(days[0]!.slots[0]).toBe('14:30');
      expect(days[0]!.slots.at(-1)).toBe('16:30');
      await test.db.query(`insert into blocked_days (day, note) values ('2026-12-02', 'Team day')`);
      const week = await freeSlots('2026-11-30', 5);
      expect(week.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04']);
      const refused = await call('booking', { ...booking, date: '2026-12-02', time: '10:00' });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ date: fieldMessages.dayBlocked });
      await test.db.query(`delete from blocked_days where day = '2026-12-02'`);
    });

    it('the owner lists upcoming calls in date order, cancels one (the visitor is emailed a calendar CANCEL, the slot is free again), and blocks a day', async () => {
      const later = await call('booking', { ...booking, date: '2026-12-03', time: '15:00', name: 'Later Caller', email: 'later@example.com' });
      ip = `198.51.103.${ipCounter}`;
      const sooner = await call('booking', { ...booking, date: '2026-12-01', time: '09:30', name: 'Sooner Caller', email: 'sooner@example.com' });
      expect([later.status, sooner.status]).toEqual([200, 200]);
      // held until the visitor confirms from the email: not yet a call the owner sees
      const held = await send('adminBookings', { body: JSON.stringify({ action: 'list' }), headers: { authorization: `Bearer ${(await call('adminLogin', admin)).body.token}` } });
      expect(held.body.calls.map((c: { reference: string }) => c.reference)).not.toContain(later.body.reference);
      await confirmFromEmail(later.body.reference);
      await confirmFromEmail(sooner.body.reference);
      const anonymous = await send('adminBookings', { body: JSON.stringify({ action: 'list' }) });
      expect(anonymous.status).toBe(401);
      const login = await call('adminLogin', admin);
      const asAdmin = (body: unknown) => send('adminBookings', { body: JSON.stringify(body), headers: { authorization: `Bearer ${login.body.token}` } });
      const list = (await asAdmin({ action: 'list' })).body as { calls: Array<{ reference: string; date: string; time: string }> };
      const mine = list.calls.filter((c) => [later.body.reference, sooner.body.reference].includes(c.reference));
      expect(mine.map((c) => `${c.date} ${c.time}`)).toEqual(['2026-12-01 09:30', '2026-12-03 15:00']);
      const order = list.calls.map((c) => `${c.date} ${c.time}`);
      expect(order).toEqual([...order].sort());

      // Two cancels at the same moment: one cancels, the other is told there is nothing to cancel.
      const [a, b] = await Promise.all([asAdmin({ action: 'cancel', reference: sooner.body.reference }), asAdmin({ action: 'cancel', reference: sooner.body.reference })]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const mail = await test.db.query<{ to_address: string; subject: string; ics: string }>(`select to_address, subject, ics from mail_outbox where reference = $1 and template = 'booking.cancelled'`, [sooner.body.reference]);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.to_address).toBe('sooner@example.com');
      expect(mail[0]!.subject).toContain('Your call is cancelled: Tuesday, December 1, 2026 at 9:30 am Central time');
      expect(mail[0]!.ics).toMatch(/^METHOD:CANCEL\r$/m);
      expect(mail[0]!.ics).toMatch(/^STATUS:CANCELLED\r$/m);
      expect(mail[0]!.ics).toContain(`UID:${sooner.body.reference}@lonestarweb.studio`);
      expect((await asAdmin({ action: 'list' })).body.calls.map((c: { reference: string }) => c.reference)).not.toContain(sooner.body.reference);
      // the slot is free again, and bookable
      expect((await freeSlots('2026-12-01', 1))[0]!.slots).toContain('09:30');
      ip = `198.51.104.${ipCounter}`;
      expect((await call('booking', { ...booking, date: '2026-12-01', time: '09:30' })).status).toBe(200);

      const blocked = await asAdmin({ action: 'block', date: '2026-12-04', note: 'Team day' });
      expect(blocked.body.blockedDays).toEqual([{ date: '2026-12-04', note: 'Team day' }]);
      expect((await freeSlots('2026-12-04', 1)).map((d) => d.date)).toEqual([]);
      expect((await asAdmin({ action: 'unblock', date: '2026-12-04' })).body.blockedDays).toEqual([]);
      expect((await asAdmin({ action: 'unblock', date: '2026-12-04' })).status).toBe(409);
    });
  });
});
