/**
 * GET /functions/v1/metrics (issue 20): Prometheus text for METRICS_TOKEN or an admin session,
 * 401 otherwise; the counts move with the traffic, concurrent requests included, and labels are
 * call names, never raw paths. The stability page's handler answers the same figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, adminHealthHistoryResponse } from '../domain';
import { createApp } from './app';
import { createSession } from './auth/sessions';
import { parseEnv } from './env';
import { errorResponse } from './http';
import { createMailSender } from './mail/sender';
import { createMetrics, metricsPath, tokenMatches, wrongMetricsTokensPerMinute } from './metrics';
import { openTestDatabase, type TestDatabase } from './testing/databases';

const metricsToken = 'metrics-test-token-0123456789-abcdefghij';
let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let adminToken: string;

beforeAll(async () => {
  test = await openTestDatabase('pglite');
  app = createApp({
    db: test.db,
    env: parseEnv({ METRICS_TOKEN: metricsToken }),
    staticDir: '/nonexistent',
    // a call answered by a rate limit's refusal, without waiting for a window to fill
    handlers: { contact: async () => errorResponse(429, 'Too many requests.', { 'Retry-After': '60' }) },
  });
  const [admin] = await test.db.query<{ id: number }>("insert into admins (email, name, password_hash) values ('metrics@example.com', 'M', 'x') returning id");
  ({ token: adminToken } = await createSession(test.db, admin!.id, new Date()));
});
afterAll(async () => {
  await test?.cleanup();
});

const scrape = async (token = metricsToken) => {
  const res = await app.request(metricsPath, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of one sample line, e.g. `http_requests_total{call="health",method="GET",status="200"}`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}

describe('who may read the metrics', () => {
  it('refuses a request without a token: 401', async () => {
    const res = await app.request(metricsPath);
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('http_requests_total');
  });
  it('refuses a wrong token, of any length: 401', async () => {
    for (const wrong of ['nope', `${metricsToken}x`, metricsToken.slice(0, -1), metricsToken.toUpperCase()]) {
      const res = await app.request(metricsPath, { headers: { authorization: `Bearer ${wrong}` } });
      expect(res.status, wrong).toBe(401);
    }
  });
  it('answers METRICS_TOKEN with the Prometheus text format', async () => {
    const res = await app.request(metricsPath, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'rate_limit_refusals_total',
      'mail_outbox_messages',
      'mail_outbox_attempts_total',
      'db_query_duration_seconds',
      'db_pool_connections',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
  });
  it('answers an admin session', async () => {
    const res = await app.request(metricsPath, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE http_requests_total counter');
  });
  it('refuses everyone when METRICS_TOKEN is unset and no session is presented', async () => {
    const bare = createApp({ db: test.db, env: parseEnv({}), staticDir: '/nonexistent' });
    expect((await bare.request(metricsPath, { headers: { authorization: 'Bearer ' } })).status).toBe(401);
    expect((await bare.request(metricsPath, { headers: { authorization: 'Bearer undefined' } })).status).toBe(401);
  });
  it('compares tokens without regard to what they are', () => {
    expect(tokenMatches('a', 'a')).toBe(true);
    expect(tokenMatches('a', 'b')).toBe(false);
    expect(tokenMatches('', '')).toBe(false);
    expect(tokenMatches('a', undefined)).toBe(false);
  });
});

describe('METRICS_TOKEN strength and wrong tokens (issue 32)', () => {
  it('refuses to start with a METRICS_TOKEN shorter than 32 characters, and says how to make one', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN must be at least 32 characters \(make one with: openssl rand -base64 32\)/);
    expect(() => parseEnv({ METRICS_TOKEN: 'x'.repeat(31) })).toThrow(/METRICS_TOKEN/);
    expect(parseEnv({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32));
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });

  it('20 wrong tokens from one client at the same moment: 10 are checked (401, each a security event), 10 get 429 unchecked; the right token from that client waits for the next minute, another client is served', async () => {
    let now = new Date('2026-11-28T12:00:05Z');
    const guarded = createApp({ db: test.db, env: parseEnv({ METRICS_TOKEN: metricsToken }), staticDir: '/nonexistent', now: () => now });
    const from = (client: string, token: string) => guarded.request(metricsPath, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => from('198.51.100.7', `wrong-token-${i}`.padEnd(40, 'x'))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(wrongMetricsTokensPerMinute).fill(401), ...Array(20 - wrongMetricsTokensPerMinute).fill(429)]);
    expect(answers.find((r) => r.status === 429)!.headers.get('retry-after')).toBe('55');

    const events = await test.db.query<{ type: string; n: number }>(
      `select type, sum(count)::int as n from audit_events where call = 'metrics' and at between $1::timestamptz - interval '1 minute' and $1::timestamptz + interval '1 minute' group by type order by type`,
      [now],
    );
    expect(events).toEqual([
      { type: 'admin.unauthorized', n: wrongMetricsTokensPerMinute },
      { type: 'rate_limited', n: 1 },
    ]);

    expect((await from('198.51.100.7', metricsToken)).status).toBe(429);
    expect((await from('198.51.100.8', metricsToken)).status).toBe(200);
    now = new Date('2026-11-28T12:01:00Z');
    expect((await from('198.51.100.7', metricsToken)).status).toBe(200);
  });

  it('right tokens are not counted: many scrapes at once from one client are all served', async () => {
    const guarded = createApp({ db: test.db, env: parseEnv({ METRICS_TOKEN: metricsToken }), staticDir: '/nonexistent' });
    const answers = await Promise.all(Array.from({ length: 25 }, () => guarded.request(metricsPath, { headers: { authorization: `Bearer ${metricsToken}`, 'x-forwarded-for': '198.51.100.9' } })));
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(200));
  });
});

describe('what the metrics count', () => {
  it('counts every one of concurrent requests, per call and status, with their latency', async () => {
    const before = await scrape();
    const n = 25;
    const answers = await Promise.all(Array.from({ length: n }, () => app.request(apiPaths.health)));
    expect(answers.map((r) => r.status)).toEqual(Array(n).fill(200));
    const after = await scrape();
    const labels = { call: 'health', method: 'GET', status: '200' };
    expect(sample(after, 'http_requests_total', labels) - sample(before, 'http_requests_total', labels)).toBe(n);
    const latency = { call: 'health', status: '200' };
    expect(sample(after, 'http_request_duration_seconds_count', latency) - sample(before, 'http_request_duration_seconds_count', latency)).toBe(n);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...latency, le: '+Inf' })).toBe(sample(after, 'http_request_duration_seconds_count', latency));
    // each health check asks the database
    expect(sample(after, 'db_query_duration_seconds_count', { operation: 'query' })).toBeGreaterThanOrEqual(
      sample(before, 'db_query_duration_seconds_count', { operation: 'query' }) + n,
    );
  });

  it('counts rate-limit refusals per call', async () => {
    const before = sample(await scrape(), 'rate_limit_refusals_total', { call: 'contact' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.request(apiPaths.contact, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(429));
    const after = await scrape();
    expect(sample(after, 'rate_limit_refusals_total', { call: 'contact' }) - before).toBe(6);
    expect(sample(after, 'http_requests_total', { call: 'contact', status: '429' })).toBeGreaterThanOrEqual(6);
  });

  it('shows the outbox depth from the database', async () => {
    const insert = (status: string) =>
      test.db.query(
        `insert into mail_outbox (template, audience, subject, body_text, status, next_attempt_at, created_at) values ('contact.owner', 'owner', 's', 'b', $1, now(), now())`,
        [status],
      );
    const before = await scrape();
    await Promise.all([insert('queued'), insert('queued'), insert('queued'), insert('failed'), insert('sent')]);
    const after = await scrape();
    expect(sample(after, 'mail_outbox_messages', { status: 'queued' }) - sample(before, 'mail_outbox_messages', { status: 'queued' })).toBe(3);
    expect(sample(after, 'mail_outbox_messages', { status: 'failed' }) - sample(before, 'mail_outbox_messages', { status: 'failed' })).toBe(1);
  });

  it('labels unknown addresses as one value, never by their path', async () => {
    await Promise.all(['/functions/v1/nope-a1', '/functions/v1/nope-b2', '/api/zz-c3', '/some/page-d4'].map((p) => app.request(p)));
    const text = await scrape();
    for (const raw of ['nope-a1', 'nope-b2', 'zz-c3', 'page-d4']) expect(text).not.toContain(raw);
    expect(sample(text, 'http_requests_total', { call: 'unknown', status: '404' })).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'http_requests_total', { call: 'site', status: '404' })).toBeGreaterThanOrEqual(1);
    const calls = new Set([...text.matchAll(/^http_requests_total\{[^}]*call="([^"]+)"/gm)].map((m) => m[1]));
    for (const call of calls) expect([...Object.keys(apiPaths), 'metrics', 'site', 'unknown']).toContain(call);
  });

  it('counts the sender’s tries and times transactions, on a metrics set of its own', async () => {
    const metrics = createMetrics();
    const db = metrics.instrument(test.db);
    expect(metrics.instrument(db)).toBe(db);
    await db.transaction(async (tx) => tx.query('select 1'));
    await expect(db.query('select * from no_such_table')).rejects.toThrow();
    metrics.mailAttempt('failed');
    metrics.mailAttempt('sent');
    metrics.mailAttempt('failed');
    const { text } = await metrics.scrape();
    expect(sample(text, 'db_query_duration_seconds_count', { operation: 'transaction' })).toBe(1);
    expect(sample(text, 'db_query_errors_total', { operation: 'query' })).toBe(1);
    expect(sample(text, 'mail_outbox_attempts_total', { outcome: 'failed' })).toBe(2);
    expect((await metrics.summary()).mailFailedAttempts).toBe(2);
  });
});

describe('the outbox sender’s tries', () => {
  it('are counted as the sender reports them, failed and sent', async () => {
    const metrics = createMetrics();
    const db = metrics.instrument(test.db);
    await db.query('delete from mail_outbox');
    await db.query(
      `insert into mail_outbox (template, audience, to_address, subject, body_text, status, next_attempt_at, created_at)
       values ('contact.visitor', 'visitor', 'visitor@example.com', 's', 'b', 'queued', now() - interval '1 minute', now())`,
    );
    let up = false;
    const transport = {
      sendMail: async () => {
        if (!up) throw new Error('SMTP down');
        return {};
      },
      close() {},
    };
    const sender = createMailSender({ db, env: parseEnv({}), transport: transport as never, backoffMs: 0, warn: () => {}, onAttempt: (outcome) => metrics.mailAttempt(outcome) });
    expect(await sender.runOnce()).toBe(0);
    up = true;
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    const { text } = await metrics.scrape();
    expect(sample(text, 'mail_outbox_attempts_total', { outcome: 'failed' })).toBe(1);
    expect(sample(text, 'mail_outbox_attempts_total', { outcome: 'sent' })).toBe(1);
    expect(sample(text, 'mail_outbox_messages', { status: 'queued' })).toBe(0);
  });
});

describe('the stability page’s figures', () => {
  it('are the same counts, in the admin-health-history answer', async () => {
    const before = await scrape();
    const res = await app.request(apiPaths.adminHealthHistory, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ days: 7 }),
    });
    expect(res.status).toBe(200);
    const body = adminHealthHistoryResponse.parse(await res.json());
    const counted = [...before.matchAll(/^http_requests_total\{[^}]*\} (\d+)$/gm)].reduce((n, m) => n + Number(m[1]), 0);
    // everything counted before, plus that scrape itself (counted once it was answered)
    expect(body.live.requests).toBe(counted + 1);
    expect(body.live.rateLimited).toBe(sample(before, 'rate_limit_refusals_total', { call: 'contact' }));
    expect(body.live.outboxQueued).toBe(sample(before, 'mail_outbox_messages', { status: 'queued' }));
    expect(body.live.averageResponseMs).toBeGreaterThan(0);
  });
});
