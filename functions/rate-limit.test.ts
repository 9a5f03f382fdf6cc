import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from './db/index';
import { HttpError } from './http';
import { clientNetwork, countAttempt, countingSql, countPasswordTry, hashIp, hit, passwordTries, rateLimits, retryAfterMs, uncountAttempt, type RateLimit } from './rate-limit';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/databases';

const limit: RateLimit = { max: 20, windowMs: 600_000 };
const now = new Date('2026-11-22T10:03:00Z');

/** The database, counting the statements that reach it. */
function counting(db: Queryable) {
  const statements: string[] = [];
  const spy: Queryable = {
    query: (sql, params) => (statements.push(sql), db.query(sql, params)),
    exec: (sql) => (statements.push(sql), db.exec(sql)),
  };
  return { spy, statements, countingStatements: () => statements.filter((sql) => sql === countingSql).length };
}

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'ok' as const,
    (error: unknown) => (error instanceof HttpError ? error.status : error),
  );

describe.each(testDatabaseKinds)('rate limit hits on %s', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await test.cleanup();
  });

  const stored = async (key: string) =>
    (await test.db.query<{ count: number }>('select count from rate_limits where key = $1', [key])).map((r) => Number(r.count));

  it('30 hits at once on a limit of 20: exactly 20 pass and 10 are refused with 429, in fewer statements than hits', async () => {
    const { spy, countingStatements } = counting(test.db);
    const results = await Promise.all(Array.from({ length: 30 }, () => outcome(hit(spy, 'k', limit, now))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(20);
    expect(results.filter((r) => r === 429)).toHaveLength(10);
    // arrival order is kept: the first 20 pass
    expect(results.slice(0, 20).every((r) => r === 'ok')).toBe(true);
    expect(await stored('k')).toEqual([30]);
    expect(countingStatements()).toBeLessThan(30);
    expect(countingStatements()).toBeGreaterThanOrEqual(1);
  });

  it('keys and windows are counted apart in one batch', async () => {
    // a bucket past the whole window of `now` (10 minutes and the one-minute bucket)
    const nextWindow = new Date(now.getTime() + limit.windowMs + 60_000);
    const hits = [
      ...Array.from({ length: 21 }, () => outcome(hit(test.db, 'a', limit, now))),
      ...Array.from({ length: 5 }, () => outcome(hit(test.db, 'b', limit, now))),
      ...Array.from({ length: 3 }, () => outcome(hit(test.db, 'a', limit, nextWindow))),
    ];
    const results = await Promise.all(hits);
    expect(results.slice(0, 20).every((r) => r === 'ok')).toBe(true);
    expect(results[20]).toBe(429);
    expect(results.slice(21).every((r) => r === 'ok')).toBe(true);
    expect(await stored('b')).toEqual([5]);
    expect((await stored('a')).sort((x, y) => x - y)).toEqual([3, 21]);
  });

  it('hits one after another count one by one, and the 21st is refused with Retry-After', async () => {
    for (let i = 0; i < 20; i++) await hit(test.db, 'seq', limit, now);
    const refused = await hit(test.db, 'seq', limit, now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    // the real wait: until the minute of the 20 hits has left the 10-minute window
    expect((refused as HttpError).headers?.['Retry-After']).toBe(String((600_000 + 60_000) / 1000));
    expect(await stored('seq')).toEqual([21]);
  });

  it('calls straddling a 10-minute boundary are limited: 10 checkouts at 10:09:55 and 10 more at 10:10:04, each ten at the same moment, let 10 through', async () => {
    const checkout = rateLimits.checkout;
    const before = new Date('2026-11-22T10:09:55Z');
    const after = new Date('2026-11-22T10:10:04Z');
    const first = await Promise.all(Array.from({ length: 10 }, () => outcome(hit(test.db, 'checkout', checkout, before))));
    const second = await Promise.all(Array.from({ length: 10 }, () => outcome(hit(test.db, 'checkout', checkout, after))));
    expect(first.every((r) => r === 'ok')).toBe(true);
    expect(second.every((r) => r === 429)).toBe(true);
    // refused calls count too (a client that keeps knocking stays out): only once 10:10's minute
    // has left the window do calls pass again
    expect(await outcome(hit(test.db, 'checkout', checkout, new Date(before.getTime() + checkout.windowMs + 60_000)))).toBe(429);
    expect(await outcome(hit(test.db, 'checkout', checkout, new Date(after.getTime() + checkout.windowMs + 60_000)))).toBe('ok');
  });

  it('a failed statement refuses every hit of its batch, and the next hits are counted again', async () => {
    let fail = true;
    const flaky: Queryable = {
      query: (sql, params) => (fail && sql === countingSql ? Promise.reject(new Error('disk full')) : test.db.query(sql, params)),
      exec: (sql) => test.db.exec(sql),
    };
    const results = await Promise.all(Array.from({ length: 3 }, () => outcome(hit(flaky, 'f', limit, now))));
    expect(results.map((r) => (r instanceof Error ? r.message : r))).toEqual(['disk full', 'disk full', 'disk full']);
    fail = false;
    await hit(flaky, 'f', limit, now);
    expect(await stored('f')).toEqual([1]);
  });

  it('clears windows older than a day, once a minute', async () => {
    const old = new Date(now.getTime() - 2 * 86_400_000);
    await hit(test.db, 'old', limit, old);
    await hit(test.db, 'new', limit, now);
    expect(await stored('old')).toEqual([]);
    expect(await stored('new')).toEqual([1]);
  });
});

describe.each(testDatabaseKinds)('attempts counted before the work on %s', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await test.cleanup();
  });
  const login: RateLimit = { max: 10, windowMs: 15 * 60_000 };

  it('40 attempts at the same moment each get their own count: exactly 10 within a limit of 10', async () => {
    const totals = await Promise.all(Array.from({ length: 40 }, () => countAttempt(test.db, [{ key: 'client', limit: login }], now)));
    const counts = totals.map((t) => t.get('client')!).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(counts.filter((n) => n <= login.max)).toHaveLength(10);
  });

  it('sums the sliding window across buckets, per key, and takes an attempt back', async () => {
    const earlier = new Date(now.getTime() - 10 * 60_000);
    const tooOld = new Date(now.getTime() - 20 * 60_000);
    const pair: RateLimit = { max: 5, windowMs: 15 * 60_000 };
    await countAttempt(test.db, [{ key: 'a', limit: login }], tooOld);
    for (let i = 0; i < 3; i++) await countAttempt(test.db, [{ key: 'a', limit: login }, { key: 'b', limit: pair }], earlier);
    const totals = await countAttempt(test.db, [{ key: 'a', limit: login }, { key: 'b', limit: pair }], now);
    expect(Object.fromEntries(totals)).toEqual({ a: 4, b: 4 });
    await uncountAttempt(test.db, ['a', 'b'], now);
    expect(Object.fromEntries(await countAttempt(test.db, [{ key: 'a', limit: login }], now))).toEqual({ a: 4 });
  });

  it("counts a password try on the client, the pair and the account; the pair's sixth failure is refused and taken back", async () => {
    const tries = passwordTries('Owner@Example.com', 'client-hash', 'salt');
    expect(tries).toMatchObject({ account: passwordTries('owner@example.com', 'other', 'salt').account, keys: [tries.clientKey, tries.pairKey, tries.accountKey] });
    const refusals: string[] = [];
    const onThrottled = async (limitName: string) => void refusals.push(limitName);
    for (let i = 1; i <= 5; i++) expect((await countPasswordTry(test.db, tries, now, onThrottled)).get(tries.pairKey)).toBe(i);
    const refused = await countPasswordTry(test.db, tries, now, onThrottled).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect(refusals).toEqual(['account and client']);
    // the refused try was taken back: the pair still holds five
    expect(Object.fromEntries(await countAttempt(test.db, [{ key: tries.pairKey, limit: login }], now))).toEqual({ [tries.pairKey]: 6 });
  });

  it('says how long until one more attempt fits: when the oldest bucket leaves the window', async () => {
    const earlier = new Date(now.getTime() - 10 * 60_000);
    for (let i = 0; i < 5; i++) await countAttempt(test.db, [{ key: 'w', limit: login }], earlier);
    for (let i = 0; i < 5; i++) await countAttempt(test.db, [{ key: 'w', limit: login }], now);
    // the earlier bucket ends 9 minutes ago and leaves the 15-minute window in 6 minutes
    expect(await retryAfterMs(test.db, 'w', login, now)).toBe(6 * 60_000);
    await uncountAttempt(test.db, ['w'], now);
    expect(await retryAfterMs(test.db, 'w', login, now)).toBe(0);
  });
});

describe('the client a limit counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2:3:4:5:6]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('two addresses of one /64 share a key; the next /64 and another IPv4 address do not', () => {
    expect(hashIp('2001:db8:1:2::1', 's')).toBe(hashIp('2001:db8:1:2:aaaa:bbbb:cccc:dddd', 's'));
    expect(hashIp('2001:db8:1:3::1', 's')).not.toBe(hashIp('2001:db8:1:2::1', 's'));
    expect(hashIp('203.0.113.7', 's')).not.toBe(hashIp('203.0.113.8', 's'));
    expect(hashIp('203.0.113.7', 's')).not.toBe(hashIp('203.0.113.7', 't'));
  });
});
