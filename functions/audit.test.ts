/**
 * The request log and the security event log, through the whole app: what each request and each
 * sign-in, refusal and admin action leaves behind (a JSON line, a row), and what it never does
 * (a password, a token, an email or an address in clear).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSecurityEventsResponse, apiPaths, messages, type SecurityEventType } from '../domain';
import { createApp } from './app';
import { hashPassword } from './auth/passwords';
import { parseEnv } from './env';
import { createAudit, purgeSecurityEvents } from './audit';
import { createLogger, silentLogger } from './log';
import { hashIp, rateLimits } from './rate-limit';
import { openTestDatabase, type TestDatabase } from './testing/databases';

const adminEmail = 'owner@lonestar.test';
const adminPassword = 'an admin password for the audit test';
const attacker = '203.0.113.66';

describe('the request log and the security event log', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];

  beforeAll(async () => {
    test = await openTestDatabase('pglite', { seed: new Date() });
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [adminEmail, 'Owner', await hashPassword(adminPassword, { logN: 10, r: 8, p: 1 })]);
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    app = createApp({ db: test.db, env: parseEnv({ SITE_ORIGIN: 'https://lonestar.test', IP_HASH_SALT: 'audit-salt' }), staticDir: '/nonexistent', logger: createLogger({ destination }) });
  });
  afterAll(() => test?.cleanup());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': attacker, ...headers }, body: JSON.stringify(body) });
  const events = async () => (await test.db.query<{ type: SecurityEventType; client_hash: string | null; account_hash: string | null; admin_id: number | null; call: string | null; detail: unknown; request_id: string | null }>('select * from audit_events order by id')).map((r) => ({ ...r, detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail }));

  it('records sign-ins, refusals and admin actions, logs one line each, and never a secret in clear', async () => {
    // a failed sign-in, a refused admin call, a successful sign-in and an admin action
    expect((await post(apiPaths.adminLogin, { email: adminEmail, password: 'a wrong guess' })).status).toBe(401);
    const unauthorized = await post(apiPaths.adminSubmissions, {}, { authorization: `Bearer ${'A'.repeat(43)}` });
    expect(unauthorized.status).toBe(401);
    const signedIn = await post(apiPaths.adminLogin, { email: adminEmail, password: adminPassword }, { 'x-forwarded-for': '192.0.2.5' });
    const { token } = (await signedIn.json()) as { token: string };
    expect((await post(apiPaths.hostingAutomationMonitor, { action: 'toggle_automation', ruleId: 'rule-1', enabled: false }, { authorization: `Bearer ${token}` })).status).toBe(200);
    // a form sent more often than its limit: the last is refused and recorded
    const contact = { name: 'Rosa', email: 'rosa@delgadobakery.com', interest: 'AI web design', message: 'Please call me back about a new site.' };
    for (let i = 0; i < rateLimits.forms.max; i++) expect((await post(apiPaths.contact, contact)).status).toBe(200);
    const limited = await post(apiPaths.contact, contact);
    expect(limited.status).toBe(429);

    const recorded = await events();
    expect(recorded.map((e) => e.type)).toEqual(['sign_in.failed', 'admin.unauthorized', 'sign_in.succeeded', 'admin.action', 'rate_limited']);
    const [failed, refused, succeeded, action, rateLimited] = recorded;
    expect(failed).toMatchObject({ call: 'adminLogin', client_hash: expect.stringMatching(/^[0-9a-f]{32}$/), account_hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(refused).toMatchObject({ call: 'adminSubmissions', client_hash: failed!.client_hash, detail: { status: 401 } });
    expect(succeeded!.admin_id).toEqual(expect.any(Number));
    expect(succeeded!.client_hash).not.toBe(failed!.client_hash);
    expect(action).toMatchObject({ call: 'hostingAutomationMonitor', admin_id: succeeded!.admin_id, detail: { action: 'toggle_automation', ruleId: 'rule-1', enabled: false } });
    expect(rateLimited).toMatchObject({ call: 'contact', detail: { status: 429 } });
    // each event's request id is the one its response carried
    expect(unauthorized.headers.get('x-request-id')).toBe(refused!.request_id);
    expect(limited.headers.get('x-request-id')).toBe(rateLimited!.request_id);

    // one line per request and one per event, all JSON with a level and a time
    const requestLines = lines.filter((l) => l.msg === 'request');
    const eventLines = lines.filter((l) => l.msg === 'security event');
    expect(requestLines).toHaveLength(4 + rateLimits.forms.max + 1);
    expect(eventLines.map((l) => l.event)).toEqual(recorded.map((e) => e.type));
    expect(requestLines[0]).toMatchObject({ level: 'info', method: 'POST', path: apiPaths.adminLogin, status: 401, call: 'adminLogin', reqId: expect.any(String), ms: expect.any(Number), time: expect.any(String) });
    expect(eventLines[0]).toMatchObject({ level: 'warn', event: 'sign_in.failed' });

    // nothing in clear: no password, token, email or address in any line or row
    const everything = JSON.stringify([raw, await test.db.query('select * from audit_events')]);
    for (const secret of [adminPassword, 'a wrong guess', token, adminEmail, 'rosa@delgadobakery.com', attacker, '192.0.2.5', 'A'.repeat(43)]) {
      expect(everything, secret).not.toContain(secret);
    }
  });

  it('an error answer carries its request id in the body and the header; a proxy\'s id is used only when the proxy is trusted', async () => {
    const res = await post(apiPaths.contact, { name: '' }, { 'x-request-id': 'from-the-client' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; requestId: string };
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(body.requestId).not.toBe('from-the-client');
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const behindProxy = createApp({ db: test.db, env: parseEnv({ TRUST_PROXY_HOPS: '1' }), staticDir: '/nonexistent' });
    const proxied = await behindProxy.request(apiPaths.health, { headers: { 'x-request-id': 'edge-7f3a' } });
    expect(proxied.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}:edge-7f3a$/);
    const forged = await behindProxy.request(apiPaths.health, { headers: { 'x-request-id': 'bad id; "quoted" <script>' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('two requests with the same X-Request-Id through a trusted proxy get different ids in their answers and log lines (issue 32)', async () => {
    const logged: Array<Record<string, unknown>> = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const behindProxy = createApp({ db: test.db, env: parseEnv({ TRUST_PROXY_HOPS: '1' }), staticDir: '/nonexistent', logger: createLogger({ destination }) });
    const [first, second] = await Promise.all([1, 2].map(() => behindProxy.request(apiPaths.health, { headers: { 'x-request-id': 'same-id-1' } })));
    const ids = [first!.headers.get('x-request-id'), second!.headers.get('x-request-id')];
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}:same-id-1$/);
    const logIds = logged.filter((l) => l.msg === 'request').map((l) => l.reqId);
    expect(new Set(logIds)).toEqual(new Set(ids));
  });

  it('the admin area reads the events newest first, by type, with the last day\'s counts', async () => {
    const login = await post(apiPaths.adminLogin, { email: adminEmail, password: adminPassword }, { 'x-forwarded-for': '192.0.2.5' });
    const { token } = (await login.json()) as { token: string };
    const read = async (body: unknown) => adminSecurityEventsResponse.parse(await (await post(apiPaths.adminSecurityEvents, body, { authorization: `Bearer ${token}` })).json());
    const all = await read({});
    expect(all.events[0]!.type).toBe('sign_in.succeeded');
    expect(all.events.map((e) => e.id)).toEqual([...all.events.map((e) => e.id)].sort((a, b) => b - a));
    expect(all.events.find((e) => e.type === 'admin.action')).toMatchObject({ admin: adminEmail, client: expect.stringMatching(/^[0-9a-f]{8}$/) });
    const failures = await read({ type: 'sign_in.failed' });
    expect(failures.events.map((e) => e.type)).toEqual(['sign_in.failed']);
    expect(all.lastDay).toMatchObject({ 'sign_in.failed': 1, 'sign_in.succeeded': 2, rate_limited: 1 });
    expect((await post(apiPaths.adminSecurityEvents, {})).status).toBe(401);
    expect(messages.unauthorized).toBeTruthy();
  });
});

describe('the security event log under a flood', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const lines: Array<Record<string, unknown>> = [];
  const clients = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];

  beforeAll(async () => {
    test = await openTestDatabase('pglite');
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [adminEmail, 'Owner', await hashPassword(adminPassword, { logN: 10, r: 8, p: 1 })]);
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = createApp({ db: test.db, env: parseEnv({ SITE_ORIGIN: 'https://lonestar.test', IP_HASH_SALT: 'audit-salt' }), staticDir: '/nonexistent', logger: createLogger({ destination }) });
  });
  afterAll(() => test?.cleanup());

  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const clientHash = (ip: string) => hashIp(ip, 'audit-salt');

  it('400 unauthenticated admin calls at the same moment from 4 clients leave a handful of rows whose counts add up to 400, and a line per client and minute', async () => {
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => post(apiPaths.adminSubmissions, {}, { authorization: `Bearer ${'A'.repeat(43)}`, 'x-forwarded-for': clients[i % 4]! })),
    );
    expect(answers.every((res) => res.status === 401)).toBe(true);
    const rows = await test.db.query<{ client_hash: string; count: number }>("select client_hash, count from audit_events where type = 'admin.unauthorized'");
    // one row per client and minute: 4, or 8 if the burst straddled a minute
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThanOrEqual(8);
    expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(400);
    for (const ip of clients) expect(rows.filter((r) => r.client_hash === clientHash(ip)).reduce((sum, row) => sum + Number(row.count), 0)).toBe(100);
    expect(lines.filter((l) => l.msg === 'security event' && l.event === 'admin.unauthorized')).toHaveLength(rows.length);
  });

  it('the log filters by kind and by the start of the address hash, shows the counts, and refuses a bad filter', async () => {
    const login = await post(apiPaths.adminLogin, { email: adminEmail, password: adminPassword }, { 'x-forwarded-for': '192.0.2.5' });
    const { token } = (await login.json()) as { token: string };
    const call = (body: unknown) => post(apiPaths.adminSecurityEvents, body, { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.5' });
    const read = async (body: unknown) => adminSecurityEventsResponse.parse(await (await call(body)).json());
    const prefix = clientHash(clients[1]!).slice(0, 8);
    const one = await read({ client: prefix });
    expect(one.events.length).toBeGreaterThanOrEqual(1);
    expect(one.events.every((e) => e.client === prefix && e.type === 'admin.unauthorized')).toBe(true);
    expect(one.events.reduce((sum, e) => sum + (e.count ?? 1), 0)).toBe(100);
    expect((await read({ client: prefix, type: 'sign_in.succeeded' })).events).toEqual([]);
    const signIns = await read({ type: 'sign_in.succeeded' });
    expect(signIns.events.map((e) => e.type)).toEqual(['sign_in.succeeded']);
    expect((await read({})).lastDay['admin.unauthorized']).toBe(400);
    for (const bad of [{ client: 'ZZ' }, { client: '' }, { client: 'a'.repeat(33) }, { client: 7 }]) expect((await call(bad)).status).toBe(400);
  });

  it('events older than 90 days are deleted, by the writer (at most once an hour) and by purgeSecurityEvents; newer ones stay', async () => {
    const at = Date.now() + 2 * 3_600_000; // past the writer's last purge
    const insert = (daysAgo: number) =>
      test.db.query("insert into audit_events (at, type, detail) values ($1, 'admin.action', '{}') returning id", [new Date(at - daysAgo * 86_400_000)]);
    const [[old], [recent]] = await Promise.all([insert(91), insert(89)]);
    await createAudit(test.db, silentLogger, () => new Date(at))({ type: 'admin.action' });
    const ids = (await test.db.query<{ id: string }>('select id from audit_events')).map((r) => String(r.id));
    expect(ids).not.toContain(String((old as { id: string }).id));
    expect(ids).toContain(String((recent as { id: string }).id));
    await insert(95);
    expect(await purgeSecurityEvents(test.db, new Date(at))).toBe(1);
    expect(await purgeSecurityEvents(test.db, new Date(at))).toBe(0);
  });
});
