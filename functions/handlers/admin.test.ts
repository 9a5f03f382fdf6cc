/**
 * The admin area's functions beyond what handlers.test.ts covers: every admin call refuses a
 * request without a live session, rate limits slide and release, state survives a restart, the
 * Monitoring figures and alerts, submissions, integrations (never a secret), health history,
 * maintenance, and the `npm run admin` CLI.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminHealthHistoryResponse,
  adminSession,
  adminIntegrationsResponse,
  adminMaintenanceResponse,
  adminSubmissionsResponse,
  hostingMetricsResponse,
  messages,
  sampleServers,
  systemHealthResponse,
  type ApiCall,
} from '../../domain';
import { runAdminCli, type CliIo } from '../../scripts/admin';
import { healthHistory, recordHealthCheck, startHealthRecorder } from '../admin/health-checks';
import { hashPassword } from '../auth/passwords';
import { hashToken, touchIntervalMs } from '../auth/sessions';
import { migrate, openDatabase, type Database } from '../db/index';
import { seed } from '../db/seed';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { rateLimits } from '../rate-limit';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { startFakeStripe } from '../testing/fake-stripe';
import { createAdminIntegrationsHandler, stripeMode } from './admin-integrations';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const adminEmail = 'owner@lonestar.test';
const adminPassword = 'a long and correct password';
const cheap = { logN: 10, r: 8, p: 1 } as const;

type Options = { token?: string; ip?: string; with?: Record<ApiCall, Handler> | { [K in ApiCall]?: Handler } };

describe('admin functions', () => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-20T15:00:00.000Z');
  const now = () => new Date(clock);
  let handlers: Record<ApiCall, Handler>;
  let ipCounter = 0;
  let ip = '';

  beforeAll(async () => {
    test = await openTestDatabase('pglite', { seed: now() });
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [
      adminEmail,
      'Owner',
      await hashPassword(adminPassword, cheap),
    ]);
    // failure delays are tested in admin-login.test.ts; here they would only slow the run
    handlers = createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin }), now, sleep: async () => {} });
  });
  afterAll(() => test?.cleanup());
  beforeEach(() => {
    ip = `203.0.113.${++ipCounter}`;
  });

  async function call(name: ApiCall, body: unknown, options: Options = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request = new Request(`${origin}/x`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const handler = (options.with ?? handlers)[name]!;
    const res = await handler(request, { clientIp: options.ip ?? ip });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }
  async function login(email = adminEmail, password = adminPassword): Promise<string> {
    const res = await call('adminLogin', { email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token;
  }

  const adminDataCalls: Array<[ApiCall, unknown]> = [
    ['hostingAutomationMonitor', { action: 'get_metrics' }],
    ['hostingAutomationMonitor', { action: 'toggle_automation', ruleId: 'rule-1', enabled: false }],
    ['systemHealthCheck', undefined],
    ['adminAnalytics', { action: 'get_hosting_customers', timeframe: '30d' }],
    ['adminIntegrations', undefined],
    ['adminSubmissions', {}],
    ['adminHealthHistory', { days: 7 }],
    ['adminMaintenance', { action: 'purge_expired' }],
    ['adminMailOutbox', { action: 'list' }],
  ];

  describe('sessions guard every admin call', () => {
    it.each(adminDataCalls)('%s: 401 with WWW-Authenticate without a token, with a made-up one and with a revoked one', async (name, body) => {
      const none = await call(name, body);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ error: messages.unauthorized });
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect((await call(name, body, { token: 'A'.repeat(43) })).status).toBe(401);
      const token = await login();
      expect((await call('adminLogout', undefined, { token })).status).toBe(200);
      expect((await call(name, body, { token })).status).toBe(401);
    });

    it('admin-logout without a token is 401; with any token it is idempotent', async () => {
      expect((await call('adminLogout', undefined)).status).toBe(401);
      const token = await login();
      expect((await call('adminLogout', undefined, { token })).body).toEqual({ ok: true });
      expect((await call('adminLogout', undefined, { token })).body).toEqual({ ok: true });
    });

    it('signing out is a security event (session.ended, sign_out) with the admin, once per session (issue 32)', async () => {
      const token = await login();
      const [{ id: adminId }] = (await test.db.query<{ id: number }>('select id from admins where email = $1', [adminEmail])) as [{ id: number }];
      const signOuts = async () =>
        (await test.db.query<{ admin_id: number; call: string; detail: unknown }>(`select admin_id, call, detail from audit_events where type = 'session.ended' and call = 'adminLogout' order by id`)).map(
          (r) => ({ ...r, detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail }),
        );
      const before = (await signOuts()).length;
      expect((await call('adminLogout', undefined, { token })).status).toBe(200);
      expect((await call('adminLogout', undefined, { token })).status).toBe(200);
      expect((await call('adminLogout', undefined, { token: 'A'.repeat(43) })).status).toBe(200);
      const after = await signOuts();
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toEqual({ admin_id: adminId, call: 'adminLogout', detail: { action: 'sign_out', sessions: 1 } });
    });

    it('a toggle with a live session is stored; nothing changed by the refused ones above', async () => {
      const token = await login();
      const metrics = hostingMetricsResponse.parse((await call('hostingAutomationMonitor', { action: 'get_metrics' }, { token })).body);
      expect(metrics.rules.find((r) => r.id === 'rule-1')?.enabled).toBe(true);
    });

    it('the password is stored only as a salted scrypt hash, the token only as its SHA-256', async () => {
      const token = await login();
      await call('adminLogin', { email: adminEmail, password: 'a wrong one' });
      const dump = JSON.stringify([await test.db.query('select * from admins'), await test.db.query('select * from admin_sessions')]);
      expect(dump).not.toContain(adminPassword);
      expect(dump).not.toContain(token);
      // failure counters are keyed by hashes, not by address or email
      const limits = JSON.stringify(await test.db.query('select * from rate_limits'));
      expect(limits).toContain('login-fail:account:');
      expect(limits).not.toContain(adminEmail);
      expect(limits).not.toContain(ip);
      const [row] = await test.db.query<{ password_hash: string }>('select password_hash from admins where email = $1', [adminEmail]);
      expect(row!.password_hash).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      // Same password, new salt, new hash.
      expect(await hashPassword(adminPassword, cheap)).not.toBe(row!.password_hash);
    });
  });

  describe('the idle clock', () => {
    const lastSeen = async (token: string) =>
      new Date(
        (await test.db.query<{ last_seen_at: Date }>('select last_seen_at from admin_sessions where token_hash = $1', [hashToken(token)]))[0]!.last_seen_at,
      ).getTime();

    it('moves at most every touchIntervalMs, and a session idle past the limit is refused', async () => {
      const token = await login();
      const start = await lastSeen(token);
      clock += touchIntervalMs / 2;
      expect((await call('adminVerify', { token, location: '/admin', timestamp: now().toISOString() })).body).toEqual({ valid: true });
      expect(await lastSeen(token)).toBe(start);
      clock += touchIntervalMs;
      expect((await call('adminVerify', { token, location: '/admin', timestamp: now().toISOString() })).body).toEqual({ valid: true });
      expect(await lastSeen(token)).toBe(clock);
      clock += adminSession.inactivityLimitMs + 1;
      expect((await call('adminVerify', { token, location: '/admin', timestamp: now().toISOString() })).body).toEqual({ valid: false });
    });
  });

  describe('login rate limits slide and release', () => {
    it('the 10th failure of a client blocks it for the rest of its window, not just until a boundary', async () => {
      const client = '192.0.2.50';
      // Five failures, then five more ten minutes later: ten inside 15 minutes, across any boundary.
      for (let i = 0; i < 5; i++) expect((await call('adminLogin', { email: `slide${i}@lonestar.test`, password: 'x' }, { ip: client })).status).toBe(401);
      clock += 10 * 60_000;
      for (let i = 5; i < 10; i++) expect((await call('adminLogin', { email: `slide${i}@lonestar.test`, password: 'x' }, { ip: client })).status).toBe(401);
      const blocked = await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: client });
      expect(blocked.status).toBe(429);
      // The first five leave the window about 6 minutes from now; then one attempt fits again.
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(5 * 60);
      expect(retryAfter).toBeLessThanOrEqual(6 * 60);
      clock += retryAfter * 1000;
      expect((await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: client })).status).toBe(200);
    });

    it('per IP: released after the window, for every account', async () => {
      const attacker = '198.18.0.1';
      for (let i = 0; i < rateLimits.loginClient.max; i++) {
        expect((await call('adminLogin', { email: `nobody${i}@lonestar.test`, password: 'x' }, { ip: attacker })).status).toBe(401);
      }
      const blocked = await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: attacker });
      expect(blocked.status).toBe(429);
      clock += Number(blocked.headers.get('retry-after')) * 1000;
      expect((await call('adminLogin', { email: adminEmail, password: adminPassword }, { ip: attacker })).status).toBe(200);
    });
  });

  describe('dashboard figures', () => {
    it('get_metrics lists the servers and the recent rule changes, newest first, with who made them', async () => {
      const token = await login();
      await call('hostingAutomationMonitor', { action: 'toggle_automation', ruleId: 'rule-2', enabled: false }, { token });
      clock += 60_000;
      await call('hostingAutomationMonitor', { action: 'toggle_automation', ruleId: 'rule-2', enabled: true }, { token });
      const metrics = hostingMetricsResponse.parse((await call('hostingAutomationMonitor', { action: 'get_metrics' }, { token })).body);
      expect(metrics.servers.map((s) => s.name)).toEqual(sampleServers.map((s) => s.name));
      expect(metrics.servers[0]).toMatchObject({ lastCheck: sampleServers[0].lastCheck, client: sampleServers[0].client });
      expect(metrics.recentActions.slice(0, 2)).toEqual([
        { ruleId: 'rule-2', ruleName: 'Nightly backups', enabled: true, by: adminEmail, at: new Date(clock).toISOString() },
        { ruleId: 'rule-2', ruleName: 'Nightly backups', enabled: false, by: adminEmail, at: new Date(clock - 60_000).toISOString() },
      ]);
    });

    it('an unknown rule is 404 and logs nothing', async () => {
      const token = await login();
      const [before] = await test.db.query<{ n: number }>('select count(*)::int as n from automation_events');
      expect((await call('hostingAutomationMonitor', { action: 'toggle_automation', ruleId: 'rule-x', enabled: true }, { token })).status).toBe(404);
      const [after] = await test.db.query<{ n: number }>('select count(*)::int as n from automation_events');
      expect(after!.n).toBe(before!.n);
    });

    it('system-health-check: metrics and alerts from real events, never from the sample servers (issue 33)', async () => {
      expect((await call('adminLogin', { email: adminEmail, password: 'not it' })).status).toBe(401);
      const token = await login();
      const health = systemHealthResponse.parse((await call('systemHealthCheck', undefined, { token })).body);
      // the seeded sample servers include one in error and one above 80% CPU: neither appears
      expect(sampleServers.some((s) => s.status === 'error')).toBe(true);
      const answer = JSON.stringify(health);
      for (const server of sampleServers) expect(answer).not.toContain(server.name);
      expect(health.metrics.map((m) => m.label)).not.toContain('Servers running');
      expect(health.metrics).toContainEqual(expect.objectContaining({ label: 'Database response' }));
      // the failed sign-ins of the tests above are real: a warning
      expect(health.alerts.map((a) => a.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+ failed admin sign-in attempts? in the last 24 hours$/)]));
    });
  });

  describe('the status is the worst of what the check answers', () => {
    it('a fresh install (sample servers seeded, two stopped or in error; no Stripe): healthy', async () => {
      const fresh = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrate(fresh);
        await seed(fresh);
        await fresh.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [adminEmail, 'Owner', await hashPassword(adminPassword, cheap)]);
        const handlers = createHandlers({ db: fresh, env: parseEnv({ SITE_ORIGIN: origin }), now, sleep: async () => {} });
        const freshToken = (await call('adminLogin', { email: adminEmail, password: adminPassword }, { with: handlers })).body.token;
        const health = systemHealthResponse.parse((await call('systemHealthCheck', undefined, { token: freshToken, with: handlers })).body);
        const [servers] = await fresh.query<{ notRunning: number }>(`select (count(*) filter (where status <> 'running'))::int as "notRunning" from servers`);
        expect(servers!.notRunning).toBeGreaterThan(0);
        expect(health.status).toBe('healthy');
        expect(health.checks.find((c) => c.name === 'Payments')).toMatchObject({ status: 'healthy', detail: expect.stringMatching(/^Not set up/) });
      } finally {
        await fresh.close();
      }
    });

    it('nothing in error or warning: healthy; one warning: warning', async () => {
      const quiet = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrate(quiet);
        await quiet.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [adminEmail, 'Owner', await hashPassword(adminPassword, cheap)]);
        await quiet.query(`insert into servers (id, name, status, cpu, memory, disk, uptime, last_check, client, plan) values ('s1', 'web-01', 'running', 10, 20, 30, '1d', 'now', 'c', 'p')`);
        const withStripe = createHandlers({ db: quiet, env: parseEnv({ SITE_ORIGIN: origin, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }), now, sleep: async () => {} });
        const quietToken = (await call('adminLogin', { email: adminEmail, password: adminPassword }, { with: withStripe })).body.token;
        const healthy = systemHealthResponse.parse((await call('systemHealthCheck', undefined, { token: quietToken, with: withStripe })).body);
        expect(healthy.status).toBe('healthy');
        // the first check on this database is the one just made: the uptime covers it alone
        expect(healthy.uptimeSince).toBe(healthy.checkedAt);
        expect(healthy.uptime).toBe('100.00%');
        // a Stripe key without its webhook secret is a fault: a warning alert, and so is the whole
        const noSecret = createHandlers({ db: quiet, env: parseEnv({ SITE_ORIGIN: origin, STRIPE_SECRET_KEY: 'sk_test_x' }), now, sleep: async () => {} });
        const degraded = systemHealthResponse.parse((await call('systemHealthCheck', undefined, { token: quietToken, with: noSecret })).body);
        expect(degraded.alerts[0]?.type).toBe('warning');
        expect(degraded.status).toBe('warning');
      } finally {
        await quiet.close();
      }
    });
  });

  describe('security alerts', () => {
    it('a failed sign-in stays on record after a later successful one', async () => {
      const token = await login();
      const failedCount = async () => {
        const health = systemHealthResponse.parse((await call('systemHealthCheck', undefined, { token })).body);
        const message = health.alerts.find((a) => /failed admin sign-in attempt/.test(a.message))?.message ?? '0';
        return Number.parseInt(message, 10);
      };
      const before = await failedCount();
      expect((await call('adminLogin', { email: adminEmail, password: 'typo' })).status).toBe(401);
      await login(); // clears the account's counter, not the record
      expect(await failedCount()).toBe(before + 1);
    });
  });

  describe('form submissions', () => {
    it('lists every kind newest first, searches fields and references, filters by kind', async () => {
      const form = (name: ApiCall, body: unknown) => call(name, body, { ip: `100.64.0.${++ipCounter}` });
      const contact = await form('contact', { name: 'Maria Gonzalez', email: 'maria@bakery.test', interest: 'Hosting', message: 'Need 100%_faster pages' });
      clock += 1000;
      await form('booking', { service: 'AI web design', date: '2026-12-01', time: '10:30', name: 'James Whitfield', email: 'james@law.test' });
      clock += 1000;
      await form('leadMagnet', { email: 'lena@design.test', name: 'Lena' });
      clock += 1000;
      await form('websiteAudit', { url: 'https://boonehvac.test', email: 'travis@hvac.test' });
      const token = await login();

      const all = adminSubmissionsResponse.parse((await call('adminSubmissions', {}, { token })).body);
      expect(all.total).toBe(4);
      expect(all.submissions.map((s) => s.kind)).toEqual(['website_audit', 'lead_magnet', 'booking', 'contact']);
      expect(all.submissions[2]).toMatchObject({ name: 'James Whitfield', email: 'james@law.test', summary: 'AI web design on 2026-12-01 at 10:30 Central' });
      expect(all.submissions[3]!.fields).toContainEqual({ label: 'Interested in', value: 'Hosting' });

      const search = async (query: string, extra: object = {}) =>
        adminSubmissionsResponse.parse((await call('adminSubmissions', { query, ...extra }, { token })).body);
      expect((await search('WHITFIELD')).submissions.map((s) => s.kind)).toEqual(['booking']);
      expect((await search(contact.body.reference)).submissions.map((s) => s.reference)).toEqual([contact.body.reference]);
      // % and _ are literal, not wildcards
      expect((await search('100%_')).total).toBe(1);
      expect((await search('%')).total).toBe(1);
      expect((await search('nobody-matches-this')).submissions).toEqual([]);
      expect((await search('test', { kind: 'lead_magnet' })).submissions.map((s) => s.email)).toEqual(['lena@design.test']);
      const limited = adminSubmissionsResponse.parse((await call('adminSubmissions', { limit: 1 }, { token })).body);
      expect(limited).toMatchObject({ total: 4, submissions: [{ kind: 'website_audit' }] });
      expect((await call('adminSubmissions', { kind: 'spam' }, { token })).status).toBe(400);
    });
  });

  describe('integrations', () => {
    const secrets = { STRIPE_SECRET_KEY: 'sk_test_51SuperSecretValue', STRIPE_WEBHOOK_SECRET: 'whsec_AlsoSecret', OPENAI_API_KEY: 'sk-proj-TopSecretKey' };

    it('says what is configured and reachable, and never shows a secret', async () => {
      const fake = await startFakeStripe({});
      try {
        const env = parseEnv({ SITE_ORIGIN: origin, ...secrets, STRIPE_API_URL: fake.url });
        const handler = createAdminIntegrationsHandler(
          { db: test.db, env, now },
          {
            stripe: (await import('./admin-integrations')).defaultProbes.stripe,
            openai: async () => {
              throw Object.assign(new Error(`401 Incorrect API key provided: ${secrets.OPENAI_API_KEY}`), { status: 401 });
            },
          },
        );
        const token = await login();
        const res = await call('adminIntegrations', undefined, { token, with: { adminIntegrations: handler } });
        expect(res.status).toBe(200);
        const body = adminIntegrationsResponse.parse(res.body);
        const byId = Object.fromEntries(body.integrations.map((i) => [i.id, i]));
        expect(byId.database).toMatchObject({ configured: true, reachable: true });
        expect(byId.stripe).toMatchObject({ configured: true, reachable: true, mode: 'test' });
        expect(fake.requests.map((r) => r.path)).toEqual(['/v1/prices']);
        expect(byId.stripeWebhook).toMatchObject({ configured: true, reachable: false, detail: 'Configured; no event has arrived yet.' });
        expect(byId.openai).toMatchObject({ configured: true, reachable: false });
        expect(byId.openai!.detail).toContain('the key was refused');
        const text = JSON.stringify(res.body);
        for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
        expect(text).not.toContain('SuperSecret');
      } finally {
        await fake.close();
      }
    });

    it('without keys: configured false, nothing to reach', async () => {
      const token = await login();
      const body = adminIntegrationsResponse.parse((await call('adminIntegrations', undefined, { token })).body);
      expect(body.integrations.map((i) => [i.id, i.configured, i.reachable])).toEqual([
        ['database', true, true],
        ['stripe', false, null],
        ['stripeWebhook', false, null],
        ['openai', false, null],
      ]);
    });

    it('reads the Stripe mode from the prefix only', () => {
      expect(stripeMode('sk_live_x')).toBe('live');
      expect(stripeMode('rk_test_x')).toBe('test');
      expect(stripeMode('something')).toBeNull();
      expect(stripeMode(undefined)).toBeNull();
    });
  });

  describe('health history and maintenance', () => {
    it('a new install has no history it did not record: the first check starts it', async () => {
      const fresh = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrate(fresh);
        await seed(fresh);
        const empty = adminHealthHistoryResponse.omit({ live: true }).parse(await healthHistory(fresh, 30, now()));
        expect(empty.days).toHaveLength(30);
        expect(empty.days.reduce((n, d) => n + d.checks, 0)).toBe(0);
        expect(empty).toMatchObject({ since: null, recent: [], failures: [] });
        const first = new Date(clock - 60_000);
        await recordHealthCheck(fresh, first);
        const one = adminHealthHistoryResponse.omit({ live: true }).parse(await healthHistory(fresh, 30, now()));
        expect(one.days.reduce((n, d) => n + d.checks, 0)).toBe(1);
        expect(one.since).toBe(first.toISOString());
        expect(one.recent.map((c) => c.checkedAt)).toEqual([first.toISOString()]);
        expect(one.recent[0]!.detail).toMatch(/^Database answered in \d+ ms$/);
        expect(one.uptime).toBe('100.00%');
      } finally {
        await fresh.close();
      }
    });

    it('the history call reports exactly the checks in the table, with its days and limits', async () => {
      const token = await login();
      await call('systemHealthCheck', undefined, { token });
      const body = adminHealthHistoryResponse.parse((await call('adminHealthHistory', { days: 30 }, { token })).body);
      const [stored] = await test.db.query<{ n: number; first: Date }>('select count(*)::int as n, min(checked_at) as first from health_checks');
      expect(body.days).toHaveLength(30);
      expect(body.days.at(-1)!.date).toBe(new Date(clock).toISOString().slice(0, 10));
      expect(body.days.reduce((n, d) => n + d.checks, 0)).toBe(stored!.n);
      expect(stored!.n).toBeGreaterThan(0);
      expect(body.since).toBe(new Date(stored!.first).toISOString());
      expect(body.recent.every((c) => !c.detail.startsWith('seeded'))).toBe(true);
      expect((await call('adminHealthHistory', { days: 31 }, { token })).status).toBe(400);
    });

    it('the recorder stores a check on its own, and a failed one counts against uptime', async () => {
      const db = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrate(db);
        const at = new Date('2026-11-20T00:00:00Z');
        await recordHealthCheck(db, at);
        const recorder = startHealthRecorder(db, { everyMs: 20, now: () => at });
        await new Promise((resolve) => setTimeout(resolve, 120));
        recorder.stop();
        const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from health_checks');
        expect(n).toBeGreaterThanOrEqual(3);
        await db.query(`insert into health_checks (checked_at, ok, response_ms, detail) values ($1, false, 5000, 'down')`, [at]);
        const history = await healthHistory(db, 1, at);
        expect(history.days[0]).toMatchObject({ checks: n + 1, failed: 1 });
        expect(history.uptime).toBe(`${((n / (n + 1)) * 100).toFixed(2)}%`);
      } finally {
        await db.close();
      }
    });

    it('revoke_other_sessions ends the other sessions and keeps the caller signed in', async () => {
      const elsewhere = await login();
      const here = await login();
      const res = await call('adminMaintenance', { action: 'revoke_other_sessions' }, { token: here });
      const body = adminMaintenanceResponse.parse(res.body);
      expect(body.removed.sessions).toBeGreaterThanOrEqual(1);
      const verify = async (token: string) => (await call('adminVerify', { token, location: '/admin/tools', timestamp: now().toISOString() })).body.valid;
      expect(await verify(elsewhere)).toBe(false);
      expect(await verify(here)).toBe(true);
    });

    it('purge_expired removes ended sessions, old rate-limit windows and portal links past their hour, not live ones', async () => {
      const token = await login();
      const soon = new Date(clock + 30 * 60_000);
      const past = new Date(clock - 60_000);
      await test.db.query(
        `insert into portal_links (token_hash, stripe_customer_id, created_at, expires_at) values ('live-link', 'cus_1', $3, $1), ('old-link', 'cus_1', $3, $2)`,
        [soon, past, new Date(clock - 3_600_000)],
      );
      const res = await call('adminMaintenance', { action: 'purge_expired' }, { token });
      const body = adminMaintenanceResponse.parse(res.body);
      expect(body.removed.sessions).toBeGreaterThan(0); // the revoked ones of the tests above
      expect(body.removed.portalLinks).toBe(1);
      expect(await test.db.query<{ token_hash: string }>('select token_hash from portal_links')).toEqual([{ token_hash: 'live-link' }]);
      expect(await test.db.query('select 1 from admin_sessions where revoked_at is not null')).toEqual([]);
      expect((await call('systemHealthCheck', undefined, { token })).status).toBe(200);
    });
  });
});

describe('state survives a restart', () => {
  it('a toggled rule is still toggled after the database is closed and opened again', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-restart-'));
    const at = new Date('2026-11-20T15:00:00.000Z');
    const open = async () => {
      const db = await openDatabase({ dataDir });
      await migrate(db);
      await seed(db);
      return db;
    };
    try {
      let db: Database = await open();
      await db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [adminEmail, 'Owner', await hashPassword(adminPassword, cheap)]);
      const env = parseEnv({ SITE_ORIGIN: origin });
      const post = (h: Record<ApiCall, Handler>, name: ApiCall, body: unknown, token?: string) =>
        h[name](
          new Request(`${origin}/x`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          }),
          { clientIp: '203.0.113.250' },
        ).then((r) => r.json());
      let h = createHandlers({ db, env, now: () => at });
      const { token } = await post(h, 'adminLogin', { email: adminEmail, password: adminPassword });
      const toggled = await post(h, 'hostingAutomationMonitor', { action: 'toggle_automation', ruleId: 'rule-4', enabled: true }, token);
      expect(toggled.rule.enabled).toBe(true);
      await db.close();

      db = await open();
      h = createHandlers({ db, env, now: () => at });
      // the session survived too, and the seed did not overwrite the admin's change
      const metrics = await post(h, 'hostingAutomationMonitor', { action: 'get_metrics' }, token);
      expect(metrics.rules.find((r: { id: string }) => r.id === 'rule-4').enabled).toBe(true);
      expect(metrics.recentActions[0]).toMatchObject({ ruleId: 'rule-4', enabled: true, by: adminEmail });
      await db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run admin', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(() => db?.close());

  function io(password = '') {
    const out: string[] = [];
    const err: string[] = [];
    const cli: CliIo = { readPassword: async () => password, out: (l) => out.push(l), err: (l) => err.push(l) };
    return { cli, out, err };
  }
  const loginWith = async (email: string, password: string) => {
    const handlers = createHandlers({ db, env: parseEnv({}) });
    return handlers.adminLogin(
      new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }),
      { clientIp: '127.0.0.1' },
    );
  };

  it('adds an admin who can then sign in; the password is hashed with scrypt N=2^17', async () => {
    const { cli, out } = io('typed on stdin, long enough');
    expect(await runAdminCli(['add', '--email', 'New@Lonestar.test', '--name', 'New Admin'], db, cli)).toBe(0);
    expect(out).toEqual(['Admin new@lonestar.test added.']);
    const [row] = await db.query<{ name: string; password_hash: string }>("select name, password_hash from admins where email = 'new@lonestar.test'");
    expect(row!.name).toBe('New Admin');
    expect(row!.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect((await loginWith('new@lonestar.test', 'typed on stdin, long enough')).status).toBe(200);
  });

  it('--generate prints the password once; reset-password ends the sessions and the old password', async () => {
    const generated = io();
    expect(await runAdminCli(['reset-password', '--email', 'new@lonestar.test', '--generate'], db, generated.cli)).toBe(0);
    expect(generated.out[0]).toBe('Password of new@lonestar.test reset; 1 session ended.');
    const password = generated.out[1]!.replace('Password (shown once): ', '');
    expect(password).toMatch(/^[\w-]{24}$/);
    expect((await loginWith('new@lonestar.test', 'typed on stdin, long enough')).status).toBe(401);
    expect((await loginWith('new@lonestar.test', password)).status).toBe(200);
  });

  it('refuses a short password, a duplicate, an unknown command and removing the last admin', async () => {
    const short = io('short');
    expect(await runAdminCli(['add', '--email', 'b@lonestar.test'], db, short.cli)).toBe(1);
    expect(short.err[0]).toMatch(/at least 12 characters/);
    const duplicate = io('another long password');
    expect(await runAdminCli(['add', '--email', 'new@lonestar.test'], db, duplicate.cli)).toBe(1);
    expect(duplicate.err[0]).toMatch(/already exists/);
    const unknown = io();
    expect(await runAdminCli(['frobnicate'], db, unknown.cli)).toBe(2);
    const last = io();
    expect(await runAdminCli(['remove', '--email', 'new@lonestar.test'], db, last.cli)).toBe(1);
    expect(last.err[0]).toMatch(/only admin/);
    const list = io();
    expect(await runAdminCli(['list'], db, list.cli)).toBe(0);
    expect(list.out).toHaveLength(1);
    expect(list.out[0]).toMatch(/^new@lonestar\.test\tNew Admin\tadded \d{4}-\d{2}-\d{2}\t1 active session$/);
  });

  it('as a process: reads the password from standard input, never from the arguments', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
    try {
      const run = (args: string[], input: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
          input,
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          timeout: 60_000,
        });
      const added = run(['add', '--email', 'cli@lonestar.test'], 'piped-password-1234\n');
      expect(added.stderr.replace(/npm warn.*\n/g, '')).toBe('');
      expect(added.stdout.trim()).toBe('Admin cli@lonestar.test added.');
      expect(added.status).toBe(0);
      const listed = run(['list'], '');
      expect(listed.stdout).toMatch(/^cli@lonestar\.test\tSite admin\t/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
