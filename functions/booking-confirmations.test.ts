/**
 * Booking a call through the whole app (createApp), on PGlite and PostgreSQL: the form's booking
 * holds the slot and emails only a link to confirm (nothing the visitor typed); the link's GET
 * changes nothing, its POST books the call once (also when pressed at the same moment) and only
 * then queues the invite and the owner's notification; an unconfirmed hold lapses after 30
 * minutes and frees the slot; the caps per email, per network and per day hold, also for
 * requests sent at the same moment.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, bookingCapMessages, bookingConfirmCopy, bookingHold, fieldMessages, messages, type PageAnswer } from '../domain';
import { createApp } from './app';
import { clientBlock as bookingNetwork } from './rate-limit';
import { hashConfirmToken } from './booking-confirmations';
import { parseEnv } from './env';
import type { RenderedPage } from './form-posts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/databases';

const origin = 'https://lonestar.test';
/** Monday 23 November 2026, 13:10 in Austin (CST, UTC-6) */
const monday = Date.parse('2026-11-23T19:10:00Z');

describe('bookingNetwork', () => {
  it('counts an IPv4 address by its /24 and an IPv6 address by its /56', () => {
    expect(bookingNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(bookingNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(bookingNetwork('2001:db8:0:1100::1')).toBe('2001:db8:0:1100::/56');
    expect(bookingNetwork('2001:db8:0:11ff:abcd::1')).toBe('2001:db8:0:1100::/56');
    expect(bookingNetwork('2001:db8:0:1200::1')).toBe('2001:db8:0:1200::/56');
    expect(bookingNetwork('2001:db8::1')).toBe('2001:db8:0:0::/56');
  });
});

describe.each(testDatabaseKinds)('booking a call and confirming it on %s', (kind) => {
  let test: TestDatabase;
  let clock = monday;
  const now = () => new Date(clock);
  let app: ReturnType<typeof createApp>;
  /** each test books from its own networks, so the per-network cap is measured where meant */
  let net = 0;
  const rendered: Array<{ url: string; answer: PageAnswer | null }> = [];
  const renderPage = async (url: string, answer: PageAnswer | null): Promise<RenderedPage> => {
    rendered.push({ url, answer });
    return { html: `<!doctype html><title>page</title>`, scriptHashes: [], styleHashes: [] };
  };

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    app = createApp({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin, IP_HASH_SALT: 'salt', TRUST_PROXY_HOPS: '1' }), now, renderPage, staticDir: '/nonexistent/dist/client' });
  });
  afterAll(() => test?.cleanup());
  beforeEach(async () => {
    clock = monday;
    net += 1;
    rendered.length = 0;
    // Each test starts with the calendar empty: the day cap counts every booking.
    await test.db.query('delete from bookings');
    await test.db.query('delete from rate_limits');
  });

  const ipOf = (n: number, host = 1) => `10.${Math.floor(n / 250)}.${n % 250}.${host}`;

  let visitor = 0;
  const booking = (extra: Record<string, string> = {}) => ({
    service: 'Hosting',
    date: '2026-11-30',
    time: '10:00',
    name: 'Travis Boone',
    email: `visitor${++visitor}@example.com`,
    phone: '512-555-0199',
    notes: 'Our shop site is slow on phones.',
    ...extra,
  });

  async function book(body: Record<string, string>, ip = ipOf(net)) {
    const res = await app.request(apiPaths.booking, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { reference?: string; error?: string; fields?: Record<string, string> } };
  }

  const outbox = (reference: string) =>
    test.db.query<{ template: string; audience: string; to_address: string | null; subject: string; body_text: string; ics: string | null }>(
      'select template, audience, to_address, subject, body_text, ics from mail_outbox where reference = $1 order by id',
      [reference],
    );

  /** The link of the email, as the visitor would click it. */
  async function linkOf(reference: string): Promise<string> {
    const [mail] = (await outbox(reference)).filter((m) => m.template === 'booking.confirm');
    const token = /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  function confirmPage(token: string, method: 'GET' | 'POST', options: { origin?: string; ip?: string; body?: string } = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? ipOf(net, 9) };
    if (method === 'POST') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = options.origin ?? origin;
    }
    return app.request(`${origin}/booking/confirm?token=${token}`, { method, headers, ...(method === 'POST' ? { body: options.body ?? '' } : {}) });
  }

  const statusOf = async (reference: string) => (await test.db.query<{ status: string }>('select status from bookings where reference = $1', [reference]))[0]?.status;
  const freeAt = async (date: string) => {
    const res = await app.request(apiPaths.bookingSlots, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ipOf(net, 8) }, body: JSON.stringify({ from: date, days: 1 }) });
    return ((await res.json()) as { days: Array<{ slots: string[] }> }).days[0]?.slots ?? [];
  };

  it('a booking holds the slot and emails the visitor only a link to confirm, quoting nothing they typed; the owner hears nothing yet', async () => {
    const body = booking({ name: 'Travis Boone', notes: 'Call me about the shop' });
    const res = await book(body);
    expect(res.status).toBe(200);
    const reference = res.body.reference!;
    expect(await statusOf(reference)).toBe('held');
    const mails = await outbox(reference);
    expect(mails.map((m) => [m.template, m.audience, m.to_address])).toEqual([['booking.confirm', 'visitor', body.email]]);
    const [mail] = mails;
    expect(mail!.ics).toBeNull();
    expect(mail!.body_text).toMatch(/^Hello,/);
    for (const typed of ['Travis', 'Boone', 'Call me', body.phone]) {
      expect(mail!.body_text).not.toContain(typed);
      expect(mail!.subject).not.toContain(typed);
    }
    expect(mail!.body_text).toContain(`${origin}/booking/confirm?token=`);
    expect(mail!.body_text).toContain(`${bookingHold.holdMinutes} minutes`);
    // the link is stored only as its hash
    const token = await linkOf(reference);
    const [row] = await test.db.query<{ confirm_token_hash: string }>('select confirm_token_hash from bookings where reference = $1', [reference]);
    expect(row!.confirm_token_hash).toBe(hashConfirmToken(token));
    expect(JSON.stringify(await test.db.query('select * from bookings where reference = $1', [reference]))).not.toContain(token);
    // the slot is taken while held
    expect(await freeAt('2026-11-30')).not.toContain('10:00');
    const second = await book(booking(), ipOf(net + 500));
    expect(second.status).toBe(409);
  });

  it('the GET shows the button and confirms nothing; the POST books the call and sends the invite and the owner\'s copy; a second POST is refused', async () => {
    const body = booking({ time: '10:30' });
    const { reference } = (await book(body)).body;
    const token = await linkOf(reference!);
    for (let i = 0; i < 3; i++) {
      const page = await confirmPage(token, 'GET');
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      // another site never gets the address with its token (and the button's POST keeps its Origin)
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      const html = await page.text();
      expect(html).toContain('<form method="post">');
      expect(html).toContain(bookingConfirmCopy.submit);
      expect(html).not.toContain('<script');
    }
    expect((await confirmPage(token, 'HEAD' as 'GET')).status).toBe(200);
    expect(await statusOf(reference!)).toBe('held');
    expect((await outbox(reference!)).map((m) => m.template)).toEqual(['booking.confirm']);

    const confirmed = await confirmPage(token, 'POST');
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    expect(html).toContain(bookingConfirmCopy.confirmedTitle);
    expect(html).toContain('Monday, November 30, 2026');
    expect(await statusOf(reference!)).toBe('booked');
    const mails = await outbox(reference!);
    expect(mails.map((m) => [m.template, m.audience])).toEqual([
      ['booking.confirm', 'visitor'],
      ['booking.owner', 'owner'],
      ['booking.visitor', 'visitor'],
    ]);
    const owner = mails[1]!;
    const visitorMail = mails[2]!;
    // the owner's copy keeps everything; the visitor's quotes nothing typed, in the text or the invite
    expect(owner.body_text).toContain('Travis Boone');
    expect(owner.body_text).toContain(body.notes);
    expect(owner.body_text).toContain(body.phone);
    expect(owner.ics).toContain('CN="Travis Boone"');
    expect(visitorMail.to_address).toBe(body.email);
    expect(visitorMail.ics).toMatch(/^METHOD:REQUEST\r$/m);
    for (const typed of ['Travis', 'Boone', body.phone, 'slow on phones']) {
      expect(visitorMail.body_text).not.toContain(typed);
      expect(visitorMail.subject).not.toContain(typed);
      expect(visitorMail.ics).not.toContain(typed);
    }

    const again = await confirmPage(token, 'POST');
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(bookingConfirmCopy.refused.used);
    expect(await outbox(reference!)).toHaveLength(3);
  });

  it('five presses of one link at the same moment: one booking, one invite, one owner copy', async () => {
    const { reference } = (await book(booking({ time: '11:00' }))).body;
    const token = await linkOf(reference!);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => confirmPage(token, 'POST', { ip: ipOf(net, 10 + i) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410, 410, 410]);
    const mails = await outbox(reference!);
    expect(mails.filter((m) => m.template === 'booking.visitor')).toHaveLength(1);
    expect(mails.filter((m) => m.template === 'booking.owner')).toHaveLength(1);
    expect(await statusOf(reference!)).toBe('booked');
  });

  it(`an unconfirmed hold lapses after ${bookingHold.holdMinutes} minutes: the slot is free again, and its link is refused as expired`, async () => {
    const { reference } = (await book(booking({ time: '11:30' }))).body;
    const token = await linkOf(reference!);
    clock += (bookingHold.holdMinutes - 1) * 60_000;
    expect(await freeAt('2026-11-30')).not.toContain('11:30');
    expect((await book(booking({ time: '11:30' }), ipOf(net + 500))).status).toBe(409);
    clock += 60_000;
    expect(await freeAt('2026-11-30')).toContain('11:30');
    const late = await confirmPage(token, 'POST');
    expect(late.status).toBe(410);
    expect(await late.text()).toContain(bookingConfirmCopy.refused.expired);
    expect((await outbox(reference!)).map((m) => m.template)).toEqual(['booking.confirm']);
    // someone else takes the slot; the old hold is marked lapsed, and its link stays refused
    const next = await book(booking({ time: '11:30' }), ipOf(net + 501));
    expect(next.status).toBe(200);
    expect(await statusOf(reference!)).toBe('expired');
    expect((await confirmPage(token, 'POST')).status).toBe(410);
  });

  it('a token never issued, or not a token, is refused as unknown; another site\'s post, a large body and too many presses are refused', async () => {
    for (const token of ['A'.repeat(43), 'short', '%00']) {
      const res = await confirmPage(token, 'POST', { ip: ipOf(net, 20) });
      expect(res.status).toBe(410);
      expect(await res.text()).toContain(bookingConfirmCopy.refused.unknown);
    }
    const { reference } = (await book(booking({ time: '12:00' }))).body;
    const token = await linkOf(reference!);
    const foreign = await confirmPage(token, 'POST', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: messages.formPostForeign });
    expect((await confirmPage(token, 'POST', { body: 'x='.padEnd(5000, 'x') })).status).toBe(413);
    expect(await statusOf(reference!)).toBe('held');
    // the presses of one client are limited like a form's (5 in 10 minutes)
    const ip = ipOf(net, 30);
    const presses = await Promise.all(Array.from({ length: 7 }, () => confirmPage('B'.repeat(43), 'POST', { ip })));
    expect(presses.map((p) => p.status).sort()).toEqual([410, 410, 410, 410, 410, 429, 429]);
    expect((await confirmPage(token, 'POST', { ip })).status).toBe(429);
    expect(await statusOf(reference!)).toBe('held');
  });

  it('two holds of one slot at the same moment: one is held, the other refused', async () => {
    const answers = await Promise.all([book(booking({ time: '13:00' }), ipOf(net + 600)), book(booking({ time: '13:00' }), ipOf(net + 601))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(Number((await test.db.query<{ n: number }>(`select count(*)::int as n from bookings where slot_time = '13:00'`))[0]!.n)).toBe(1);
  });

  describe('caps', () => {
    it(`one email holds at most ${bookingHold.perEmailUpcoming} upcoming calls, also when ${bookingHold.perEmailUpcoming + 3} are sent at the same moment`, async () => {
      const email = 'same@example.com';
      const times = ['09:00', '09:30', '10:00', '10:30', '11:00'];
      const answers = await Promise.all(times.map((time, i) => book(booking({ email, date: '2026-12-01', time }), ipOf(net + 700 + i))));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(bookingHold.perEmailUpcoming);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(400);
        expect(refused.body.fields).toEqual({ email: fieldMessages.emailCapped });
      }
      // case does not make a new address
      expect((await book(booking({ email: 'SAME@example.com', date: '2026-12-02', time: '09:00' }), ipOf(net + 710))).status).toBe(400);
      // a lapsed hold no longer counts
      clock += bookingHold.holdMinutes * 60_000;
      expect((await book(booking({ email, date: '2026-12-02', time: '09:00' }), ipOf(net + 711))).status).toBe(200);
    });

    it(`one network books at most ${bookingHold.perNetworkPerDay} a day (an IPv4 /24), also at the same moment; the next day it may again`, async () => {
      const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
      const answers = await Promise.all(times.map((time, i) => book(booking({ date: '2026-12-03', time }), ipOf(net, 1 + i))));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(bookingHold.perNetworkPerDay);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe(bookingCapMessages.network);
      }
      // lapsed holds still count: each sent an email
      clock += 60 * 60_000;
      expect((await book(booking({ date: '2026-12-03', time: '12:00' }), ipOf(net, 50))).status).toBe(400);
      clock = monday + 24 * 3600_000 + 60_000;
      expect((await book(booking({ date: '2026-12-03', time: '12:00' }), ipOf(net, 51))).status).toBe(200);
    });

    it('an IPv6 /56 is one network', async () => {
      const answers = [];
      for (const [i, ip] of ['2001:db8:0:1100::1', '2001:db8:0:1101::1', '2001:db8:0:11ff::1', '2001:db8:0:11aa::7'].entries()) {
        answers.push((await book(booking({ date: '2026-12-04', time: `1${i}:00` }), ip)).status);
      }
      expect(answers).toEqual([200, 200, 200, 400]);
      expect((await book(booking({ date: '2026-12-04', time: '14:00' }), '2001:db8:0:1200::1')).status).toBe(200);
    });

    it(`at most ${bookingHold.perDay} bookings a day from everyone`, async () => {
      const slots: Array<{ date: string; time: string }> = [];
      for (const date of ['2026-12-07', '2026-12-08', '2026-12-09']) for (let h = 9; h <= 16; h++) for (const m of ['00', '30']) slots.push({ date, time: `${h}:${m}`.padStart(5, '0') });
      for (let i = 0; i < bookingHold.perDay; i++) expect((await book(booking(slots[i]!), ipOf(net + 1000 + i))).status).toBe(200);
      const over = await book(booking(slots[bookingHold.perDay]!), ipOf(net + 2000));
      expect(over.status).toBe(400);
      expect(over.body.error).toBe(bookingCapMessages.day);
    });
  });

  describe('names', () => {
    it('a name with a link is refused by the JSON call and by the form posted without scripts, beside the name; nothing is stored or sent', async () => {
      const before = Number((await test.db.query<{ n: number }>('select count(*)::int as n from mail_outbox'))[0]!.n);
      for (const name of ['Visit evil.com', 'http://x.test', 'www.example', 'Bob\u202Eexample']) {
        const res = await book(booking({ name, time: '14:30' }));
        expect(res.status).toBe(400);
        expect(res.body.fields?.name).toBe(name.includes('\u202E') ? fieldMessages.nameHasControl : fieldMessages.nameHasLink);
      }
      const form = new URLSearchParams({ ...booking({ name: 'Hi see bit.ly/prize', time: '14:30' }) });
      const posted = await app.request(`${origin}/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': ipOf(net, 3) },
        body: form.toString(),
      });
      expect(posted.status).toBe(400);
      expect(rendered.at(-1)?.answer).toMatchObject({ kind: 'booking', outcome: { type: 'invalid', fields: { name: fieldMessages.nameHasLink } } });
      expect(Number((await test.db.query<{ n: number }>('select count(*)::int as n from mail_outbox'))[0]!.n)).toBe(before);
      expect(Number((await test.db.query<{ n: number }>('select count(*)::int as n from bookings'))[0]!.n)).toBe(0);
    });
  });
});
