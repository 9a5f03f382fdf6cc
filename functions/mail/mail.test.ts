/**
 * Email with nothing lost, against a real SMTP server in the test process: each form sends the
 * owner's notification and the visitor's confirmation to the right addresses, a booking carries
 * a calendar invite, a refusing server delays but loses nothing, the queue survives a restart,
 * and two senders at the same moment send each message once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMailOutboxResponse, apiPaths, availableSlots, bookableDays } from '../../domain';
import { ensureFirstAdmin } from '../auth/sessions';
import type { Database, Queryable } from '../db/index';
import { parseEnv } from '../env';
import { createHandlers } from '../handlers/index';
import { startServer, type RunningServer } from '../node-server';
import { openTestDatabase, testDatabaseKinds } from '../testing/databases';
import { outboxCounts, queueSubmissionMail, retryFailed } from './outbox';
import { createMailSender, createSmtpTransport } from './sender';
import { startTestSmtpServer, waitFor, type ReceivedMail, type TestSmtpServer } from './smtp-test-server';

const owner = 'owner@lonestar.test';
const fast = { pollMs: 30, backoffMs: 30, maxAttempts: 50 };

/** distinct future slots, so bookings never collide */
function slots(count: number): { date: string; time: string }[] {
  const out: { date: string; time: string }[] = [];
  for (const date of bookableDays(new Date(Date.now() + 86_400_000), 5)) {
    for (const time of availableSlots(date, new Date())) if (out.length < count) out.push({ date, time });
  }
  return out;
}

async function post(server: RunningServer, call: 'contact' | 'booking' | 'leadMagnet' | 'websiteAudit', body: unknown): Promise<string> {
  const response = await fetch(server.url + apiPaths[call], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { reference: string }).reference;
}

const withRef = (smtp: TestSmtpServer, reference: string) => smtp.received.filter((m) => m.parsed.subject?.includes(reference) || m.parsed.text?.includes(reference));
/** the text/calendar part (mailparser gives it as an attachment; nodemailer adds it once as an alternative, once as invite.ics) */
const calendarOf = (mail: ReceivedMail) => mail.parsed.attachments.find((a) => a.contentType === 'text/calendar')?.content.toString('utf8');

describe('form emails through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'mail-forms-'));
    server = await startServer({ port: 0, dataDir: dir, quiet: true, healthCheckEveryMs: 0, env: { SMTP_URL: smtp.url, SITE_ORIGIN: 'https://lonestar.test', NOTIFY_EMAIL: owner, MAIL_FROM: 'Lone Star Web Studio <hello@lonestar.test>' }, mail: fast });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('each form sends the owner a notification and the visitor a confirmation', async () => {
    const [slot] = slots(1);
    const refs = {
      contact: await post(server, 'contact', { name: 'Ana Ruiz', email: 'ana@example.com', interest: 'AI web design', message: 'We need a new site for our bakery.' }),
      booking: await post(server, 'booking', { service: 'AI web design', date: slot!.date, time: slot!.time, name: 'Ben Cole', email: 'ben@example.com' }),
      leadMagnet: await post(server, 'leadMagnet', { email: 'cara@example.com', name: 'Cara' }),
      websiteAudit: await post(server, 'websiteAudit', { url: 'https://dan-plumbing.example', email: 'dan@example.com' }),
    };
    const visitors = { contact: 'ana@example.com', booking: 'ben@example.com', leadMagnet: 'cara@example.com', websiteAudit: 'dan@example.com' };
    // the booking's first email is only the visitor's link to confirm; the rest follow the press
    await waitFor(() => smtp.received.length >= 7, 15_000, 'seven messages');
    const [confirmMail] = withRef(smtp, refs.booking);
    expect(confirmMail!.to).toEqual(['ben@example.com']);
    expect(calendarOf(confirmMail!)).toBeUndefined();
    const token = /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmMail!.parsed.text ?? '')?.[1];
    const pressed = await fetch(`${server.url}/booking/confirm?token=${token}`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(pressed.status).toBe(200);
    await waitFor(() => smtp.received.length >= 9, 15_000, 'nine messages');
    expect(smtp.received).toHaveLength(9);
    for (const [form, reference] of Object.entries(refs)) {
      const mails = withRef(smtp, reference).filter((m) => m !== confirmMail);
      expect(mails.map((m) => m.to).sort(), form).toEqual([[owner], [visitors[form as keyof typeof visitors]]].sort());
      const toOwner = mails.find((m) => m.to[0] === owner)!;
      expect(toOwner.parsed.text).toContain(`/admin/tools?reference=${reference}`);
      expect(toOwner.parsed.from?.text).toContain('hello@lonestar.test');
      const toVisitor = mails.find((m) => m.to[0] !== owner)!;
      expect(toVisitor.parsed.text).toContain(reference);
      expect(toVisitor.parsed.text).toMatch(/What happens next|within/);
    }
    const contactOwner = withRef(smtp, refs.contact).find((m) => m.to[0] === owner)!;
    expect(contactOwner.parsed.text).toContain('We need a new site for our bakery.');
    expect(contactOwner.parsed.replyTo?.text).toContain('ana@example.com');

    // the booking's two copies carry the same invite: the slot in America/Chicago
    const invites = withRef(smtp, refs.booking).filter((m) => m !== confirmMail).map(calendarOf);
    expect(invites).toHaveLength(2);
    for (const ics of invites) {
      expect(ics).toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(ics!));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.uid).toBe(`${refs.booking}@lonestarweb.studio`);
      expect(event.startDate.toString()).toBe(`${slot!.date}T${slot!.time}:00`);
      expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Chicago');
      expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:ben@example.com']);
    }
    const [, invite] = withRef(smtp, refs.booking);
    expect(invite!.raw).toMatch(/text\/calendar; ?charset=utf-8; ?method=REQUEST/i);
    expect(await outboxCounts(server.db)).toEqual({ queued: 0, sent: 9, failed: 0 });
  }, 60_000);

  it('a refusing SMTP server delays the messages but the submission succeeds and they arrive once it accepts', async () => {
    smtp.received.length = 0;
    smtp.refuse = true;
    const reference = await post(server, 'contact', { name: 'Eve Diaz', email: 'eve@example.com', interest: 'AI web design', message: 'Hello there.' });
    await waitFor(() => smtp.refusals >= 3, 15_000, 'three refused tries');
    expect(smtp.received).toHaveLength(0);
    const [row] = await server.db.query<{ status: string; attempts: number }>(`select status, attempts from mail_outbox where reference = $1 order by attempts desc limit 1`, [reference]);
    expect(row!.status).toBe('queued');
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    smtp.refuse = false;
    await waitFor(() => withRef(smtp, reference).length >= 2, 15_000, 'the two messages');
    await new Promise((r) => setTimeout(r, 200));
    expect(withRef(smtp, reference).map((m) => m.to[0]).sort()).toEqual(['eve@example.com', owner]);
  });
});

describe('nothing lost over a restart', () => {
  it('messages queued without SMTP go out once the server restarts with it, each once', async () => {
    const smtp = await startTestSmtpServer();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-restart-'));
    try {
      const lines: string[] = [];
      let server = await startServer({ port: 0, dataDir: dir, healthCheckEveryMs: 0, log: (l) => lines.push(l), env: { NOTIFY_EMAIL: owner }, mail: fast });
      const [slot] = slots(1);
      const references = await Promise.all([
        post(server, 'contact', { name: 'Fay', email: 'fay@example.com', interest: 'AI web design', message: 'Call me.' }),
        post(server, 'booking', { service: 'AI web design', date: slot!.date, time: slot!.time, name: 'Gus', email: 'gus@example.com' }),
      ]);
      await new Promise((r) => setTimeout(r, 300));
      expect(lines.join('\n')).toContain('Email is not configured');
      // the contact's two messages and the booking's link to confirm it
      expect(await outboxCounts(server.db)).toEqual({ queued: 3, sent: 0, failed: 0 });
      await server.close();
      expect(smtp.received).toHaveLength(0);

      server = await startServer({ port: 0, dataDir: dir, quiet: true, healthCheckEveryMs: 0, env: { SMTP_URL: smtp.url, SITE_ORIGIN: 'https://lonestar.test', NOTIFY_EMAIL: owner }, mail: fast });
      try {
        await waitFor(() => smtp.received.length >= 3, 15_000, 'three messages after the restart');
        await new Promise((r) => setTimeout(r, 200));
        expect(smtp.received).toHaveLength(3);
        expect(withRef(smtp, references[0])).toHaveLength(2);
        expect(withRef(smtp, references[1])).toHaveLength(1);
        expect(await outboxCounts(server.db)).toEqual({ queued: 0, sent: 3, failed: 0 });
      } finally {
        await server.close();
      }
    } finally {
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe.each(testDatabaseKinds)('the outbox sender on %s', (kind) => {
  it('the admin call says email is not configured, counts what waits, and queues a failed message again', async () => {
    const test = await openTestDatabase(kind);
    try {
      const env = parseEnv({ ADMIN_EMAIL: 'boss@lonestar.test', ADMIN_PASSWORD: 'outbox admin password 1' });
      await ensureFirstAdmin(test.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
      const handlers = createHandlers({ db: test.db, env });
      const send = async (call: 'adminLogin' | 'adminMailOutbox', body: unknown, token?: string) => {
        const response = await handlers[call](
          new Request('https://lonestar.test' + apiPaths[call], { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }),
          { clientIp: '127.0.0.7' },
        );
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const { token } = (await send('adminLogin', { email: 'boss@lonestar.test', password: 'outbox admin password 1' })).body as { token: string };
      for (const i of [1, 2]) {
        await test.db.transaction((tx) => queueSubmissionMail(tx, env, { kind: 'lead_magnet', payload: { email: `w${i}@example.com` } }, `LS-WAIT000${i}`, { origin: 'https://lonestar.test', now: new Date() }));
      }
      await test.db.query(`update mail_outbox set status = 'failed', attempts = 8, last_error = '550 no' where id = (select min(id) from mail_outbox)`);
      const listed = adminMailOutboxResponse.parse((await send('adminMailOutbox', { action: 'list' }, token)).body);
      expect(listed.configured).toBe(false);
      expect(listed.ownerAddressSet).toBe(true); // ADMIN_EMAIL stands in for NOTIFY_EMAIL
      expect(listed.counts).toEqual({ queued: 3, sent: 0, failed: 1 });
      expect(listed.messages).toHaveLength(4);
      const failed = listed.messages.find((m) => m.status === 'failed')!;
      expect(failed.lastError).toBe('550 no');
      const onlyFailed = adminMailOutboxResponse.parse((await send('adminMailOutbox', { action: 'list', status: 'failed' }, token)).body);
      expect(onlyFailed.messages.map((m) => m.id)).toEqual([failed.id]);
      const retried = adminMailOutboxResponse.parse((await send('adminMailOutbox', { action: 'retry', id: failed.id }, token)).body);
      expect(retried.retried).toBe(failed.id);
      expect(retried.counts).toEqual({ queued: 4, sent: 0, failed: 0 });
      expect(retried.messages.find((m) => m.id === failed.id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
      expect((await send('adminMailOutbox', { action: 'retry', id: failed.id }, token)).status).toBe(409);
      expect((await send('adminMailOutbox', { action: 'list' })).status).toBe(401);
    } finally {
      await test.cleanup();
    }
  });

  it('a submission and its messages are stored together or not at all', async () => {
    const test = await openTestDatabase(kind);
    try {
      const failOutbox = (db: Queryable): Queryable => ({
        ...db,
        query: (sql, params) => (/insert into mail_outbox/.test(sql) ? Promise.reject(new Error('disk full')) : db.query(sql, params)),
      });
      const db: Database = { ...test.db, transaction: (fn) => test.db.transaction((tx) => fn(failOutbox(tx))) };
      const handlers = createHandlers({ db, env: parseEnv({ NOTIFY_EMAIL: owner }) });
      const original = console.error;
      console.error = () => {};
      let status: number;
      try {
        const response = await handlers.leadMagnet(
          new Request('https://lonestar.test' + apiPaths.leadMagnet, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ivy@example.com' }) }),
          { clientIp: '127.0.0.9' },
        );
        status = response.status;
      } finally {
        console.error = original;
      }
      expect(status).toBe(500);
      expect(await test.db.query(`select 1 from submissions where payload->>'email' = 'ivy@example.com'`)).toHaveLength(0);
      const ok = await createHandlers({ db: test.db, env: parseEnv({ NOTIFY_EMAIL: owner }) }).leadMagnet(
        new Request('https://lonestar.test' + apiPaths.leadMagnet, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ivy@example.com' }) }),
        { clientIp: '127.0.0.9' },
      );
      expect(ok.status).toBe(200);
      const { reference } = (await ok.json()) as { reference: string };
      const rows = await test.db.query<{ audience: string; to_address: string | null }>(`select audience, to_address from mail_outbox where reference = $1 order by audience`, [reference]);
      expect(rows).toEqual([{ audience: 'owner', to_address: null }, { audience: 'visitor', to_address: 'ivy@example.com' }]);
    } finally {
      await test.cleanup();
    }
  });

  it('two senders at the same moment send each message once', async () => {
    const smtp = await startTestSmtpServer();
    const test = await openTestDatabase(kind);
    try {
      const env = parseEnv({ SMTP_URL: smtp.url, SITE_ORIGIN: 'https://lonestar.test', NOTIFY_EMAIL: owner });
      const now = new Date();
      for (let i = 0; i < 15; i++) {
        await test.db.transaction((tx) =>
          queueSubmissionMail(tx, env, { kind: 'lead_magnet', payload: { email: `v${i}@example.com` } }, `LS-TEST${String(i).padStart(4, '0')}`, { origin: 'https://lonestar.test', now }),
        );
      }
      const otherDb = kind === 'postgres' ? await test.reopen() : test.db;
      const a = createMailSender({ db: test.db, env, transport: createSmtpTransport(smtp.url) });
      const b = createMailSender({ db: otherDb, env, transport: createSmtpTransport(smtp.url) });
      const [sentA, sentB] = await Promise.all([a.runOnce(100), b.runOnce(100)]);
      await Promise.all([a.stop(), b.stop()]);
      expect(sentA + sentB).toBe(30);
      expect(smtp.received).toHaveLength(30);
      const ids = smtp.received.map((m) => m.parsed.messageId);
      expect(new Set(ids).size).toBe(30);
      expect(await outboxCounts(test.db)).toEqual({ queued: 0, sent: 30, failed: 0 });
    } finally {
      await test.cleanup();
      await smtp.close();
    }
  });

  it('marks a message failed after its last try, and the admin retry sends it', async () => {
    const smtp = await startTestSmtpServer();
    const test = await openTestDatabase(kind);
    try {
      const env = parseEnv({ SMTP_URL: smtp.url, SITE_ORIGIN: 'https://lonestar.test', NOTIFY_EMAIL: owner });
      let clock = Date.parse('2026-11-24T12:00:00Z');
      const now = () => new Date(clock);
      await test.db.transaction((tx) =>
        queueSubmissionMail(tx, env, { kind: 'website_audit', payload: { url: 'https://a.example', email: 'hal@example.com' } }, 'LS-FAIL0001', { origin: 'https://lonestar.test', now: now() }),
      );
      const warnings: string[] = [];
      const sender = createMailSender({ db: test.db, env, now, maxAttempts: 3, backoffMs: 1000, warn: (l) => warnings.push(l) });
      smtp.refuse = true;
      await sender.runOnce(); // try 1 of the first message; the round stops at the first failure
      const wait = async () => (await test.db.query<{ next_attempt_at: Date }>(`select min(next_attempt_at) as next_attempt_at from mail_outbox where status = 'queued'`))[0]!.next_attempt_at;
      expect((await wait()).getTime()).toBe(clock); // the other message is still due now
      await sender.runOnce(); // try 1 of the second
      expect((await wait()).getTime()).toBe(clock + 1000); // backoff: 1 s after the first failure
      clock += 1000;
      await sender.runOnce();
      await sender.runOnce();
      expect((await wait()).getTime()).toBe(clock + 2000); // then 2 s
      clock += 2000;
      await sender.runOnce();
      await sender.runOnce();
      expect(await outboxCounts(test.db)).toEqual({ queued: 0, sent: 0, failed: 2 });
      const failed = await test.db.query<{ id: number; last_error: string; attempts: number }>(`select id, last_error, attempts from mail_outbox order by id`);
      expect(failed.map((f) => f.attempts)).toEqual([3, 3]);
      expect(failed[0]!.last_error).toMatch(/451/);
      expect(warnings.join('\n')).not.toMatch(/@example\.com|owner@/);
      expect(warnings.filter((w) => w.includes('marked failed'))).toHaveLength(2);

      smtp.refuse = false;
      clock += 60 * 60_000;
      expect(await sender.runOnce()).toBe(0); // failed messages stay failed
      expect(await retryFailed(test.db, failed[0]!.id, now())).toBe(true);
      expect(await retryFailed(test.db, failed[0]!.id, now())).toBe(false);
      expect(await sender.runOnce()).toBe(1);
      await sender.stop();
      expect(smtp.received.map((m) => m.to[0])).toEqual([owner]);
      expect(await outboxCounts(test.db)).toEqual({ queued: 0, sent: 1, failed: 1 });
    } finally {
      await test.cleanup();
      await smtp.close();
    }
  });
});
