/**
 * The monitoring calls on a real database: sites added, edited, paused and removed by an admin
 * (each an `admin.action`), bad input refused per field, private addresses refused at add time,
 * a site's detail after real checks of a test site, an incident update, and the token-protected
 * monitor tick with its rate limit and size cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMonitoringIncidentResponse, adminMonitoringSiteResponse, adminMonitoringSitesResponse, privateAddressMessage, type ApiCall } from '../../domain';
import { hashPassword } from '../auth/passwords';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { startTestSite, type TestSite } from '../monitoring/test-sites';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const tickToken = 'a-cron-token-that-is-at-least-32-characters';
const admin = { email: 'owner@lonestar.test', password: 'a long and correct password' };

let test: TestDatabase;
let site: TestSite;
let clock = Date.now();
const now = () => new Date(clock);
/** loopback allowed (the test site), and a strict server for the refusals */
let open: Record<ApiCall, Handler>;
let strict: Record<ApiCall, Handler>;
let token: string;
let ip = 0;

async function call(handlers: Record<ApiCall, Handler>, name: ApiCall, body: unknown, bearer: string | undefined = token, raw?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const request = new Request(`${origin}/x`, { method: 'POST', headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const res = await handlers[name](request, { clientIp: `203.0.113.${++ip % 250}` });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const siteInput = (url: string, extra: Record<string, unknown> = {}) => ({ url, clientName: 'Pecan Street Bakery', hostingPlanId: 'professional', contactEmails: ['owner@pecan.example'], ...extra });

beforeAll(async () => {
  [test, site] = await Promise.all([openTestDatabase('pglite', { seed: now() }), startTestSite()]);
  await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [admin.email, 'Owner', await hashPassword(admin.password, { logN: 10, r: 8, p: 1 })]);
  const deps = { db: test.db, now, sleep: async () => {} };
  open = createHandlers({ ...deps, env: parseEnv({ SITE_ORIGIN: origin, MONITOR_ALLOW_PRIVATE: '1', MONITOR_TICK_TOKEN: tickToken }) });
  strict = createHandlers({ ...deps, env: parseEnv({ SITE_ORIGIN: origin }) });
  const signedIn = await call(open, 'adminLogin', admin, undefined);
  expect(signedIn.status).toBe(200);
  token = signedIn.body.token;
});
afterAll(async () => {
  await site?.close();
  await test?.cleanup();
});

describe('admin-monitoring-sites', () => {
  it('needs an admin session', async () => {
    expect((await call(open, 'adminMonitoringSites', { action: 'list' }, '')).status).toBe(401);
    expect((await call(open, 'adminMonitoringSite', { id: 1 }, 'not-a-session-token-at-all-xxxxxxxx')).status).toBe(401);
  });

  it('refuses bad input with a message per field', async () => {
    const res = await call(open, 'adminMonitoringSites', { action: 'add', site: { url: 'ftp://x', clientName: '', hostingPlanId: 'gold', intervalSeconds: 5 } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      url: 'Enter the site’s full address, starting with https:// or http://.',
      clientName: 'Enter the client’s name.',
      hostingPlanId: 'Choose one of the hosting plans.',
      intervalSeconds: 'Check at most every 30 seconds.',
    });
    expect((await call(open, 'adminMonitoringSites', undefined, token, '{"action":')).status).toBe(400);
    expect((await call(open, 'adminMonitoringSites', undefined, token, JSON.stringify({ action: 'list', pad: 'x'.repeat(70_000) }))).status).toBe(413);
  });

  it.each(['http://localhost/', 'http://10.0.0.1/', 'http://[::1]:8080/', 'http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:3000/'])(
    'refuses %s at add time without the allowance, with a field error',
    async (url) => {
      const res = await call(strict, 'adminMonitoringSites', { action: 'add', site: siteInput(url) });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ url: privateAddressMessage });
    },
  );

  it('adds, edits, pauses and removes a site, each an admin.action in the audit log', async () => {
    const added = await call(open, 'adminMonitoringSites', { action: 'add', site: siteInput(site.url, { keyword: 'Welcome', statusPage: true, statusSlug: 'pecan' }) });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { sites } = adminMonitoringSitesResponse.parse(added.body);
    expect(sites).toHaveLength(1);
    const id = sites[0]!.id;
    expect(sites[0]).toMatchObject({ url: site.url, intervalSeconds: 60, expectedStatus: [[200, 399]], keyword: 'Welcome', status: 'unknown', paused: false, uptime24h: null });

    const taken = await call(open, 'adminMonitoringSites', { action: 'add', site: siteInput(site.url, { statusPage: true, statusSlug: 'pecan' }) });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.fields)).toEqual(['statusSlug']);

    const edited = await call(open, 'adminMonitoringSites', { action: 'edit', id, site: siteInput(site.url, { clientName: 'Pecan Street Bakery & Café', intervalSeconds: 300 }) });
    expect(edited.body.sites[0]).toMatchObject({ clientName: 'Pecan Street Bakery & Café', intervalSeconds: 300, statusPage: false });
    expect((await call(open, 'adminMonitoringSites', { action: 'pause', id, paused: true })).body.sites[0].paused).toBe(true);
    expect((await call(open, 'adminMonitoringSites', { action: 'edit', id: 999, site: siteInput(site.url) })).status).toBe(404);
    expect((await call(open, 'adminMonitoringSites', { action: 'remove', id })).body.sites).toEqual([]);

    const audit = await test.db.query<{ detail: { action: string } }>(`select detail from audit_events where type = 'admin.action' and call = 'adminMonitoringSites' order by id`);
    expect(audit.map((a) => a.detail.action)).toEqual(['monitoring_site_add', 'monitoring_site_edit', 'monitoring_site_pause', 'monitoring_site_remove']);
  });
});

describe('a site’s detail, incident updates and the tick', () => {
  it('the tick is off without its token, refuses a wrong one, and does one round with it', async () => {
    expect(await call(strict, 'monitorTick', undefined, tickToken)).toEqual({ status: 401, body: { error: 'The monitor tick is off: set MONITOR_TICK_TOKEN to use it.' } });
    expect((await call(open, 'monitorTick', undefined, 'x'.repeat(43))).status).toBe(401);
    expect((await call(open, 'monitorTick', undefined, tickToken, 'x'.repeat(2048))).status).toBe(413);

    const added = await call(open, 'adminMonitoringSites', { action: 'add', site: siteInput(site.url) });
    const id = added.body.sites.at(-1).id as number;
    site.behaviour.mode = 'fail';
    for (let i = 0; i < 3; i++) {
      const tick = await call(open, 'monitorTick', undefined, tickToken);
      expect(tick).toEqual({ status: 200, body: { checked: 1 } });
      clock += 60_000;
    }
    const detail = adminMonitoringSiteResponse.parse((await call(open, 'adminMonitoringSite', { id })).body);
    expect(detail.site.status).toBe('down');
    expect(detail.uptime.h24).toBe(0);
    expect(detail.recentChecks).toHaveLength(3);
    expect(detail.recentChecks[0]).toMatchObject({ ok: false, cause: 'http_status', statusCode: 500 });
    expect(detail.hourly.length).toBeGreaterThan(0);
    expect(detail.incidents).toHaveLength(1);
    expect(detail.incidents[0]).toMatchObject({ kind: 'down', cause: 'http_status', resolvedAt: null, updates: [{ kind: 'detected' }, { kind: 'cause' }] });

    const note = await call(open, 'adminMonitoringIncident', { incidentId: detail.incidents[0]!.id, message: 'The host is restarting the server.' });
    expect(note.status).toBe(200);
    expect(adminMonitoringIncidentResponse.parse(note.body).incident.updates.at(-1)).toMatchObject({ kind: 'note', message: 'The host is restarting the server.' });
    const post = await call(open, 'adminMonitoringIncident', { incidentId: detail.incidents[0]!.id, message: 'A full disk.', postmortem: true });
    expect(post.body.incident.postmortem).toBe('A full disk.');
    expect((await call(open, 'adminMonitoringIncident', { incidentId: 99_999, message: 'x' })).status).toBe(404);
    expect((await call(open, 'adminMonitoringIncident', { incidentId: 1, message: ' ' })).body.fields).toEqual({ message: 'Write the update.' });
    expect((await call(open, 'adminMonitoringSite', { id: 99_999 })).status).toBe(404);
    site.behaviour.mode = 'ok';
  });

  it('the tick is rate limited per client, even when the calls arrive at the same moment', async () => {
    const fixed = (handlers: Record<ApiCall, Handler>) =>
      handlers.monitorTick(new Request(`${origin}/x`, { method: 'POST', headers: { authorization: `Bearer ${tickToken}` } }), { clientIp: '198.51.100.7' });
    const answers = await Promise.all(Array.from({ length: 16 }, () => fixed(open)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});
