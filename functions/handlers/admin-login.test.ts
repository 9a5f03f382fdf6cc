/**
 * Sign-in under attack: attempts sent at the same moment, clients that rotate addresses, IPv6
 * clients, and the growing delay. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../domain';
import { createPasswordGate } from '../auth/password-gate';
import { hashPassword } from '../auth/passwords';
import { parseEnv } from '../env';
import { rateLimits } from '../rate-limit';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createAdminLoginHandler, failureDelayMs } from './admin-login';
import type { HandlerDeps } from './deps';

const adminEmail = 'owner@lonestar.test';
const adminPassword = 'a long and correct password';

describe.each(testDatabaseKinds)('admin sign-in under attack on %s', (kind) => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-20T15:00:00.000Z');
  const now = () => new Date(clock);
  const delays: number[] = [];
  const deps = (extra: Partial<HandlerDeps> = {}): HandlerDeps => ({
    db: test.db,
    env: parseEnv({ SITE_ORIGIN: 'https://lonestar.test', IP_HASH_SALT: 'test-salt' }),
    now,
    sleep: async (ms) => void delays.push(ms),
    ...extra,
  });

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const hash = await hashPassword(adminPassword, { logN: 10, r: 8, p: 1 });
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [adminEmail, 'Owner', hash]);
  });
  afterAll(() => test?.cleanup());
  beforeEach(async () => {
    // each test starts an hour later with no counts: the windows of the last one are gone
    clock += 2 * 60 * 60_000;
    delays.length = 0;
    await test.db.query('delete from rate_limits');
  });

  async function signIn(handler: ReturnType<typeof createAdminLoginHandler>, email: string, password: string, clientIp: string) {
    const request = new Request('https://lonestar.test/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const res = await handler(request, { clientIp });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { error?: string; token?: string } };
  }
  const statuses = (results: Array<{ status: number }>) =>
    results.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});

  it('40 wrong passwords at the same moment from one client: one is checked at a time, the rest are refused at once', async () => {
    const gate = createPasswordGate();
    const handler = createAdminLoginHandler(deps({ passwordGate: gate }));
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(handler, adminEmail, `wrong-${i}`, '127.0.0.3')));
    const counts = statuses(results);
    expect(counts[401]).toBeGreaterThanOrEqual(1);
    expect(counts[401]).toBeLessThanOrEqual(rateLimits.loginClient.max);
    expect(counts[429]).toBe(40 - counts[401]!);
    expect(results.filter((r) => r.status === 429).every((r) => r.body.error === messages.rateLimited && Number(r.retryAfter) >= 1)).toBe(true);
    expect(gate.stats.peak).toBe(1);
  });

  it('40 at the same moment from one client through 40 instances: the count holds, exactly 10 are checked', async () => {
    // each attempt through its own handler and gate, as 40 instances behind one balancer would see them
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(createAdminLoginHandler(deps({ passwordGate: createPasswordGate({ concurrency: 40, oneAttemptPerClient: false }) })), `nobody${i}@lonestar.test`, 'x', '127.0.0.3'),
      ),
    );
    expect(statuses(results)).toEqual({ 401: rateLimits.loginClient.max, 429: 40 - rateLimits.loginClient.max });
    // the refused attempts were taken back: the stored count is the failures
    const [row] = await test.db.query<{ n: number }>("select sum(count)::int as n from rate_limits where key like 'login-fail:ip:%'");
    expect(row!.n).toBe(rateLimits.loginClient.max);
  });

  it('one account from one client, 20 at the same moment through 20 instances: exactly 5 are checked', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(createAdminLoginHandler(deps({ passwordGate: createPasswordGate({ concurrency: 20, oneAttemptPerClient: false }) })), adminEmail, `wrong-${i}`, '127.0.0.3'),
      ),
    );
    expect(statuses(results)).toEqual({ 401: rateLimits.loginPair.max, 429: 20 - rateLimits.loginPair.max });
  });

  it('10 failures from 127.0.0.3 do not stop the right password from 127.0.0.4', async () => {
    const handler = createAdminLoginHandler(deps());
    for (let i = 0; i < 10; i++) expect((await signIn(handler, `nobody${i}@lonestar.test`, 'x', '127.0.0.3')).status).toBe(401);
    expect((await signIn(handler, adminEmail, adminPassword, '127.0.0.3')).status).toBe(429);
    expect((await signIn(handler, adminEmail, adminPassword, '127.0.0.4')).status).toBe(200);
  });

  it('no lockout: an attacker rotating 25 addresses gets one guess each past the hourly cap, and the admin still signs in from a clean address', async () => {
    const handler = createAdminLoginHandler(deps());
    const cap = rateLimits.loginAccount.max;
    for (let i = 0; i < cap; i++) expect((await signIn(handler, adminEmail, `guess-${i}`, `198.18.0.${i % 4}`)).status).toBe(401);
    // past the cap, an address that has failed is refused, even with the right password...
    expect((await signIn(handler, adminEmail, adminPassword, '198.18.0.1')).status).toBe(429);
    // ...a fresh address gets one guess, then it too is refused, and told the real wait: until its
    // own failure leaves its 15-minute window (one-minute buckets), not "1 second"
    expect((await signIn(handler, adminEmail, 'guess-x', '198.18.1.1')).status).toBe(401);
    const refused = await signIn(handler, adminEmail, 'guess-y', '198.18.1.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe((rateLimits.loginClient.windowMs + 60_000) / 1000);
    // and the admin, from an address with no failures, gets in
    const admin = await signIn(handler, adminEmail, adminPassword, '192.0.2.10');
    expect(admin.status).toBe(200);
    expect(admin.body.token).toEqual(expect.any(String));
  });

  it('each failure past the third on an account is answered later: 0.25 s doubling to 8 s; a success is not delayed', async () => {
    const handler = createAdminLoginHandler(deps());
    for (let i = 0; i < 10; i++) await signIn(handler, adminEmail, `guess-${i}`, `198.18.2.${i}`);
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 8000, 8000]);
    expect((await signIn(handler, adminEmail, adminPassword, '192.0.2.20')).status).toBe(200);
    expect(delays).toHaveLength(10);
    expect(failureDelayMs(40)).toBe(8000);
  });

  it('two addresses of one IPv6 /64 share a limit; the next /64 does not', async () => {
    const handler = createAdminLoginHandler(deps());
    for (let i = 0; i < 10; i++) expect((await signIn(handler, `nobody${i}@lonestar.test`, 'x', `2001:db8:5:6::${i + 1}`)).status).toBe(401);
    expect((await signIn(handler, adminEmail, adminPassword, '2001:db8:5:6:ffff:1:2:3')).status).toBe(429);
    expect((await signIn(handler, adminEmail, adminPassword, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('a full server answers 503 with Retry-After and counts nothing', async () => {
    const gate = createPasswordGate({ concurrency: 1, queue: 0 });
    const handler = createAdminLoginHandler(deps({ passwordGate: gate }));
    let finish = () => {};
    const held = gate.hash(() => new Promise<void>((resolve) => (finish = resolve)));
    const busy = await signIn(handler, adminEmail, adminPassword, '127.0.1.1');
    expect(busy).toMatchObject({ status: 503, retryAfter: '5', body: { error: messages.signInBusy } });
    expect(await test.db.query("select * from rate_limits where key like 'login-fail:%' and count > 0")).toEqual([]);
    finish();
    await held;
    expect((await signIn(handler, adminEmail, adminPassword, '127.0.1.1')).status).toBe(200);
  });
});
