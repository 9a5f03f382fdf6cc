/**
 * Sign-in under a distributed flood (issue 32, item 7): a known device goes first, a network that
 * floods is refused before others, and a forged, expired or borrowed known-device value is worth
 * nothing. The real handler and gate, requests sent at the same moment; PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPasswordGate, type PasswordGate } from '../auth/password-gate';
import { knownDeviceLifetimeMs } from '../auth/known-device';
import { hashPassword } from '../auth/passwords';
import { parseEnv } from '../env';
import { clientBlock, rateLimits } from '../rate-limit';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createAdminLoginHandler } from './admin-login';
import type { HandlerDeps } from './deps';

const adminEmail = 'owner@lonestar.test';
const adminPassword = 'a long and correct password';
const otherEmail = 'partner@lonestar.test';
const otherPassword = 'another long and correct password';

/** Resolves once `done()` holds, checking every 5 ms for at most 5 s. */
async function until(done: () => boolean) {
  for (let i = 0; i < 1_000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * The real gate, whose checks start only once `expected` sign-ins have reached it (or after 5 s):
 * hashing that takes longer than the burst takes to arrive, without timing anything.
 */
function gateHeldUntil(expected: number, gate: PasswordGate = createPasswordGate()) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
    setTimeout(resolve, 5_000).unref();
  });
  const held: PasswordGate & { arrived: number } = {
    arrived: 0,
    admit: (client) => gate.admit(client),
    stats: gate.stats,
    hash(check, options) {
      if (++held.arrived >= expected) open();
      return gate.hash(async () => {
        await opened;
        return check();
      }, options);
    },
  };
  return held;
}

describe.each(testDatabaseKinds)('sign-in under a distributed flood on %s', (kind) => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-21T15:00:00.000Z');
  const now = () => new Date(clock);
  const deps = (extra: Partial<HandlerDeps> = {}): HandlerDeps => ({
    db: test.db,
    env: parseEnv({ SITE_ORIGIN: 'https://lonestar.test', IP_HASH_SALT: 'test-salt' }),
    now,
    sleep: async () => {},
    ...extra,
  });

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    for (const [email, password] of [[adminEmail, adminPassword], [otherEmail, otherPassword]] as const) {
      const hash = await hashPassword(password, { logN: 10, r: 8, p: 1 });
      await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [email, 'Owner', hash]);
    }
  });
  afterAll(() => test?.cleanup());
  beforeEach(async () => {
    clock += 2 * 60 * 60_000;
    await test.db.query('delete from rate_limits');
  });

  async function signIn(handler: ReturnType<typeof createAdminLoginHandler>, body: { email: string; password: string; knownDevice?: string }, clientIp: string) {
    const request = new Request('https://lonestar.test/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const res = await handler(request, { clientIp });
    return { status: res.status, body: (await res.json()) as { error?: string; token?: string; knownDevice?: string } };
  }
  /** a known-device value from a good sign-in, as the browser keeps it */
  async function knownDeviceOf(email: string, password: string) {
    const answer = await signIn(createAdminLoginHandler(deps()), { email, password }, '192.0.2.200');
    expect(answer.status).toBe(200);
    expect(answer.body.knownDevice).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
    await test.db.query('delete from rate_limits');
    return answer.body.knownDevice!;
  }
  const statuses = (results: Array<{ status: number }>) =>
    results.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});

  // The admin's sign-in is sent while the 30 are in flight, after they reached the gate: the
  // worst moment (sent in the same tick, it sometimes got there first and passed anyway).
  async function floodThenAdmin(knownDevice?: string) {
    const gate = gateHeldUntil(31);
    const handler = createAdminLoginHandler(deps({ passwordGate: gate }));
    const flood = Promise.all(Array.from({ length: 30 }, (_, i) => signIn(handler, { email: adminEmail, password: `wrong-${i}` }, `198.51.${i}.7`)));
    await until(() => gate.arrived >= 30);
    const admin = await signIn(handler, { email: adminEmail, password: adminPassword, ...(knownDevice ? { knownDevice } : {}) }, '192.0.2.10');
    return { admin, flood: statuses(await flood) };
  }

  it('30 wrong sign-ins from 30 networks in flight as the admin signs in from a known device: the admin gets in', async () => {
    const { admin, flood } = await floodThenAdmin(await knownDeviceOf(adminEmail, adminPassword));
    expect(admin.status).toBe(200);
    expect(admin.body.token).toEqual(expect.any(String));
    // the flood itself still found the server busy: 2 hashing and 16 waiting, the rest refused
    expect(flood).toEqual({ 401: 18, 503: 12 });
  });

  it('the same flood without a known device: the admin is told "busy" (what the known device is for)', async () => {
    const { admin, flood } = await floodThenAdmin();
    expect(admin.status).toBe(503);
    expect(flood).toEqual({ 401: 18, 503: 12 });
  });

  it('a network that floods is refused before others, its refused attempts count, and its admin from a known device still gets in', async () => {
    const knownDevice = await knownDeviceOf(adminEmail, adminPassword);
    const handler = createAdminLoginHandler(deps({ passwordGate: createPasswordGate({ concurrency: 100, queue: 100 }) }));
    const results = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => signIn(handler, { email: `nobody${i}@lonestar.test`, password: 'x' }, `203.0.113.${i + 1}`)),
      ...Array.from({ length: 10 }, (_, i) => signIn(handler, { email: `someone${i}@lonestar.test`, password: 'x' }, `198.51.${100 + i}.1`)),
    ]);
    expect(statuses(results.slice(0, 60))).toEqual({ 401: rateLimits.loginNetwork.max, 429: 60 - rateLimits.loginNetwork.max });
    expect(statuses(results.slice(60))).toEqual({ 401: 10 });
    // every attempt of the flooding network is counted, the refused ones too: it stays out
    const [row] = await test.db.query<{ n: number }>("select sum(count)::int as n from rate_limits where key like 'login-net:%' group by key order by n desc limit 1");
    expect(row!.n).toBe(60);
    expect((await signIn(handler, { email: adminEmail, password: adminPassword }, '203.0.113.250')).status).toBe(429);
    // an IPv6 /56 is one network too
    const v6 = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(handler, { email: `v6-${i}@lonestar.test`, password: 'x' }, `2001:db8:1:${(i % 200).toString(16)}::${i + 1}`)));
    expect(statuses(v6)).toEqual({ 401: rateLimits.loginNetwork.max, 429: 40 - rateLimits.loginNetwork.max });
    expect((await signIn(handler, { email: adminEmail, password: adminPassword, knownDevice }, '203.0.113.251')).status).toBe(200);
  });

  it("the right password is taken back from its network's budget: an office signing in 40 times is never refused", async () => {
    const handler = createAdminLoginHandler(deps());
    const results = [];
    for (let i = 0; i < 40; i++) results.push(await signIn(handler, { email: adminEmail, password: adminPassword }, `198.51.100.${i + 1}`));
    expect(statuses(results)).toEqual({ 200: 40 });
    const [row] = await test.db.query<{ n: number }>("select coalesce(sum(count), 0)::int as n from rate_limits where key like 'login-net:%' or key = 'login-all'");
    expect(row!.n).toBe(0);
  });

  it('the known-device value is refused when forged, expired or of another admin: those wait in the common queue', async () => {
    const knownDevice = await knownDeviceOf(adminEmail, adminPassword);
    const othersDevice = await knownDeviceOf(otherEmail, otherPassword);
    const [id, expires, signature] = knownDevice.split('.') as [string, string, string];
    const gate = createPasswordGate({ concurrency: 1, queue: 0 });
    const handler = createAdminLoginHandler(deps({ passwordGate: gate }));
    let finish = () => {};
    const held = gate.hash(() => new Promise<void>((resolve) => (finish = resolve)));
    const attempt = (value: string, ip: string) => signIn(handler, { email: adminEmail, password: adminPassword, knownDevice: value }, ip);

    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect((await attempt(`${id}.${expires}.${flipped}`, '192.0.2.21')).status).toBe(503);
    expect((await attempt(`${id}.${Number(expires) + 86_400_000}.${signature}`, '192.0.2.22')).status).toBe(503);
    expect((await attempt(othersDevice, '192.0.2.23')).status).toBe(503);
    expect((await attempt('not a known device', '192.0.2.24')).status).toBe(503);
    clock += knownDeviceLifetimeMs;
    expect((await attempt(knownDevice, '192.0.2.25')).status).toBe(503);
    clock -= knownDeviceLifetimeMs;
    const admitted = attempt(knownDevice, '192.0.2.26');
    let settled = false;
    void admitted.finally(() => (settled = true));
    await until(() => gate.stats.waiting > 0 || settled);
    expect(gate.stats.waiting).toBe(1);
    finish();
    await held;
    expect((await admitted).status).toBe(200);
  });

  it('the networks: an IPv4 /24, an IPv6 /56, an IPv4-mapped address as IPv4', () => {
    expect(clientBlock('203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientBlock('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientBlock('2001:db8:1:2ff::1')).toBe('2001:db8:1:200::/56');
    expect(clientBlock('2001:db8:1:300::1')).toBe('2001:db8:1:300::/56');
  });
});
