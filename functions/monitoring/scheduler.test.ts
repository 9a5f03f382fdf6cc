/**
 * The engine end to end against test sites in this process (loopback only), on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL: the rules' confirmations and their emails (each once), reminders,
 * maintenance, certificate warnings, two schedulers started at the same moment, and a restart.
 * Rounds run on a test clock; the sites answer for real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoredSiteInput, type MonitoredSiteInput } from '../../domain';
import type { Database } from '../db/index';
import { parseEnv } from '../env';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { runRound, startScheduler, type SchedulerOptions } from './scheduler';
import { addSite } from './sites';
import { startTestSite, startTlsTestSite, type TestSite } from './test-sites';

const env = parseEnv({ SITE_ORIGIN: 'https://lonestar.test', MONITOR_ALLOW_PRIVATE: '1' });
const MINUTE = 60_000;

let site: TestSite;
let tlsSite: TestSite & { cert: string };
beforeAll(async () => {
  [site, tlsSite] = await Promise.all([startTestSite(), startTlsTestSite(10)]);
});
afterAll(async () => {
  await Promise.all([site?.close(), tlsSite?.close()]);
});

const settings = (input: Partial<MonitoredSiteInput> = {}) =>
  monitoredSiteInput.parse({ url: site.url, clientName: 'Pecan Bakery', hostingPlanId: 'starter', contactEmails: ['client@example.com'], ...input });

describe.each(testDatabaseKinds)('the engine on %s', (kind) => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-20T15:00:00.000Z');
  const now = () => new Date(clock);
  const round = (db: Database = test.db, extra: Partial<SchedulerOptions> = {}) => runRound({ db, env, now, check: { ca: tlsSite.cert }, ...extra });

  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test?.cleanup());

  const mails = async (siteId: number) =>
    (
      await test.db.query<{ template: string; to_address: string | null; subject: string; body_text: string }>(
        `select template, to_address, subject, body_text from mail_outbox where reference like 'monitor:%' and reference in (select 'monitor:' || event_key from monitor_alerts where site_id = $1) order by id`,
        [siteId],
      )
    ).map((m) => ({ ...m, owner: m.to_address === null }));
  const state = async (id: number) =>
    (await test.db.query<{ status: string; next_check_at: Date }>(`select status, next_check_at from monitored_sites where id = $1`, [id]))[0]!;
  const checks = async (id: number) => Number((await test.db.query<{ n: number }>(`select count(*)::int as n from monitor_checks where site_id = $1`, [id]))[0]!.n);

  it('goes down after exactly 3 failures with one email each to the owner and the contact, and recovers with the duration', async () => {
    const id = await addSite(test.db, settings(), now(), { intervalMs: MINUTE });
    site.behaviour.mode = 'ok';
    expect(await round()).toBe(1);
    expect(await round()).toBe(0); // not due again before its interval
    site.behaviour.mode = 'fail';
    for (const expected of ['up', 'up', 'down', 'down', 'down']) {
      clock += MINUTE;
      await round();
      expect((await state(id)).status).toBe(expected);
    }
    expect((await mails(id)).map((m) => [m.template, m.to_address])).toEqual([
      ['monitoring.down.owner', null],
      ['monitoring.down.contact', 'client@example.com'],
    ]);
    site.behaviour.mode = 'ok';
    clock += MINUTE;
    await round();
    expect((await state(id)).status).toBe('down');
    clock += MINUTE;
    await round();
    expect((await state(id)).status).toBe('up');
    const sent = await mails(id);
    expect(sent.map((m) => m.template)).toEqual(['monitoring.down.owner', 'monitoring.down.contact', 'monitoring.recovered.owner', 'monitoring.recovered.contact']);
    // down at the 4th check, up at the 8th: 4 minutes
    expect(sent[2]!.body_text).toContain('back up after 4 min');
    const incidents = await test.db.query<{ id: number; kind: string; cause: string; resolved: boolean }>(
      `select id::int as id, kind, cause, resolved_at is not null as resolved from monitor_incidents where site_id = $1`,
      [id],
    );
    expect(incidents).toEqual([{ id: expect.any(Number), kind: 'down', cause: 'http_status', resolved: true }]);
    const timeline = await test.db.query<{ kind: string }>(`select kind from monitor_incident_updates where incident_id = $1 order by id`, [incidents[0]!.id]);
    expect(timeline.map((u) => u.kind)).toEqual(['detected', 'cause', 'resolved']);
    await test.db.query(`update monitored_sites set paused = true where id = $1`, [id]);
  });

  it('sends a reminder once per 4 hours while a site stays down', async () => {
    const id = await addSite(test.db, settings(), now(), { intervalMs: MINUTE });
    site.behaviour.mode = 'fail';
    for (let i = 0; i < 3; i++) {
      await round();
      clock += MINUTE;
    }
    expect((await state(id)).status).toBe('down');
    clock += 4 * 60 * MINUTE;
    await round();
    clock += MINUTE;
    await round();
    clock += 4 * 60 * MINUTE;
    await round();
    const owner = (await mails(id)).filter((m) => m.owner).map((m) => m.template);
    expect(owner).toEqual(['monitoring.down.owner', 'monitoring.reminder.owner', 'monitoring.reminder.owner']);
    await test.db.query(`update monitored_sites set paused = true where id = $1`, [id]);
    site.behaviour.mode = 'ok';
  });

  it('during maintenance: status "maintenance", no incident, no email', async () => {
    const windows = [{ kind: 'once' as const, start: now().toISOString(), end: new Date(clock + 30 * MINUTE).toISOString() }];
    const id = await addSite(test.db, settings({ maintenanceWindows: windows }), now(), { intervalMs: MINUTE });
    site.behaviour.mode = 'fail';
    for (let i = 0; i < 5; i++) {
      await round();
      expect((await state(id)).status).toBe('maintenance');
      clock += MINUTE;
    }
    expect(await mails(id)).toEqual([]);
    expect(await test.db.query(`select 1 from monitor_incidents where site_id = $1`, [id])).toEqual([]);
    await test.db.query(`update monitored_sites set paused = true where id = $1`, [id]);
    site.behaviour.mode = 'ok';
  });

  it('warns once per certificate threshold crossed (10 days left: 14, then 7)', async () => {
    const id = await addSite(test.db, settings({ url: tlsSite.url, contactEmails: [] }), now(), { intervalMs: MINUTE });
    const realClock = clock;
    clock = Date.now();
    await test.db.query(`update monitored_sites set next_check_at = $2 where id = $1`, [id, now()]);
    try {
      await round();
      clock += MINUTE;
      await round();
      expect((await state(id)).status).toBe('up');
      clock += 4 * 24 * 60 * MINUTE; // 6 days left
      await round();
      clock += MINUTE;
      await round();
      const sent = await mails(id);
      expect(sent.map((m) => m.subject)).toEqual([`Certificate expires in 9 days: ${tlsSite.url}`, `Certificate expires in 5 days: ${tlsSite.url}`]);
      const keys = await test.db.query<{ event_key: string }>(`select event_key from monitor_alerts where site_id = $1 order by id`, [id]);
      expect(keys.map((k) => k.event_key.split(':').at(-1))).toEqual(['14', '7']);
    } finally {
      clock = realClock;
      await test.db.query(`update monitored_sites set paused = true where id = $1`, [id]);
    }
  });

  it('two schedulers started at the same moment check each site once per interval and send each email once', async () => {
    const other = kind === 'postgres' ? await test.reopen() : test.db;
    const failing = await startTestSite();
    failing.behaviour.mode = 'fail';
    try {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await addSite(test.db, settings({ url: i % 2 ? failing.url : site.url, clientName: `Client ${i}` }), now(), { intervalMs: MINUTE }));
      const before = site.requests.length;
      const rounds = 4;
      for (let r = 0; r < rounds; r++) {
        const [a, b] = await Promise.all([round(test.db, { concurrency: 2 }), round(other, { concurrency: 2 })]);
        expect(a + b).toBe(6);
        clock += MINUTE;
      }
      for (const id of ids) expect(await checks(id)).toBe(rounds);
      expect(site.requests.length - before).toBe(3 * rounds);
      expect(failing.requests.length).toBe(3 * rounds);
      const downMails = await test.db.query<{ n: number }>(
        `select count(*)::int as n from mail_outbox where template = 'monitoring.down.owner' and reference in (select 'monitor:' || event_key from monitor_alerts where site_id = any($1::bigint[]))`,
        [ids],
      );
      expect(Number(downMails[0]!.n)).toBe(3);
      await test.db.query(`update monitored_sites set paused = true where id = any($1::bigint[])`, [ids]);
    } finally {
      await failing.close();
    }
  });

  it('a restart keeps the schedule and the open incident (the in-server scheduler, real time)', async () => {
    const realNow = () => new Date();
    const flaky = await startTestSite();
    flaky.behaviour.mode = 'fail';
    const id = await addSite(test.db, settings({ url: flaky.url }), realNow(), { intervalMs: 100 });
    const waitFor = async (what: () => Promise<boolean>) => {
      const deadline = Date.now() + 10_000;
      while (!(await what())) {
        if (Date.now() > deadline) throw new Error('timed out waiting');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      const first = startScheduler({ db: test.db, env, pollMs: 20 });
      await waitFor(async () => (await state(id)).status === 'down');
      await first.stop();
      const stopped = await state(id);
      const incident = await test.db.query<{ id: number }>(`select id::int as id from monitor_incidents where site_id = $1 and resolved_at is null`, [id]);
      expect(incident).toHaveLength(1);

      // "Restart": a new scheduler, on a new connection where the database allows it.
      const db = kind === 'postgres' ? await test.reopen() : test.db;
      flaky.behaviour.mode = 'ok';
      const second = startScheduler({ db, env: { ...env }, pollMs: 20 });
      await waitFor(async () => (await state(id)).status === 'up');
      await second.stop();
      const after = await test.db.query<{ checked_at: Date }>(`select checked_at from monitor_checks where site_id = $1 and ok order by checked_at limit 1`, [id]);
      expect(after[0]!.checked_at.getTime()).toBeGreaterThanOrEqual(stopped.next_check_at.getTime());
      const resolved = await test.db.query<{ id: number }>(`select id::int as id from monitor_incidents where site_id = $1 and resolved_at is not null`, [id]);
      expect(resolved).toEqual(incident);
      expect((await mails(id)).filter((m) => m.owner).map((m) => m.template)).toEqual(['monitoring.down.owner', 'monitoring.recovered.owner']);
    } finally {
      await test.db.query(`update monitored_sites set paused = true where id = $1`, [id]);
      await flaky.close();
    }
  });
});
