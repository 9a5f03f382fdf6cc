/**
 * Sliding-window counters in the database (table rate_limits: one row per key and one-minute
 * bucket), so a limit holds across instances and restarts, and "at most `max` per window" holds
 * for any window, not only for aligned ones (a fixed window let 2 x max through across its
 * boundary). Keys never contain a raw IP: callers pass `hashIp(...)`.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Queryable } from './db/index';
import { HttpError } from './http';
import { messages } from '../domain';

export interface RateLimit {
  /** at most this many in a window */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
export const rateLimits = {
  /** admin sign-in failures from one client (its address, or its /64), whatever the account */
  loginClient: { max: 10, windowMs: 15 * MINUTE },
  /** admin sign-in failures of one account from one client */
  loginPair: { max: 5, windowMs: 15 * MINUTE },
  /**
   * admin sign-in failures of one account from every client in an hour; beyond it, only a client
   * with no failure of its own in its window may try (so the admin, from a clean address, can)
   */
  loginAccount: { max: 20, windowMs: 60 * MINUTE },
  /**
   * sign-in attempts (any outcome, refused ones too) from one network (an IPv4 /24, an IPv6 /56)
   * without a known device: a network that floods is refused before it fills the hashing queue
   */
  loginNetwork: { max: 30, windowMs: 15 * MINUTE },
  /** sign-in attempts from every client without a known device; a known device is never refused by it */
  loginOverall: { max: 300, windowMs: 15 * MINUTE },
  /**
   * wrong second-factor codes (TOTP or recovery) of one admin from one client, over all their
   * pending sign-ins: with the right password an attacker can start sign-ins at will, each with
   * 5 tries; this caps the guessing of each client
   */
  secondFactorPair: { max: 10, windowMs: 15 * MINUTE },
  /**
   * wrong second-factor codes of one admin from every client: beyond it, only a client with no
   * wrong code of its own in its window may try, so an attacker holding the password cannot
   * keep the admin (from another client) out; a passkey is never counted nor refused
   */
  secondFactorAccount: { max: 30, windowMs: 15 * MINUTE },
  /** a second-factor alert email per admin: one per episode, an episode ending after an hour without wrong codes */
  secondFactorAlert: { max: 1, windowMs: 60 * MINUTE },
  /** checkout calls that create a Stripe session (create-payment, create-workflow-subscription), per client */
  checkout: { max: 10, windowMs: 10 * MINUTE },
  /** assistant questions (each call that may reach the model), per IP */
  assistant: { max: 20, windowMs: 10 * MINUTE },
  /** assistant connection tests (never reach the model), per IP */
  assistantConnection: { max: 60, windowMs: 10 * MINUTE },
  /** each form, per IP */
  forms: { max: 5, windowMs: 10 * MINUTE },
  /** invitation links checked or accepted (/admin/invite), per client */
  invitations: { max: 20, windowMs: 10 * MINUTE },
  /** requests for a link to the billing portal (request-portal-link), per client */
  portalLinkClient: { max: 10, windowMs: 10 * MINUTE },
  /** links to the billing portal emailed to one address: past it, nothing is sent (the answer stays the same) */
  portalLinkEmail: { max: 3, windowMs: 60 * MINUTE },
  /** public reads that touch the database (the free call slots), per IP */
  reads: { max: 120, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/**
 * The client a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one customer
 * line or host gets a whole /64, so counting single addresses would give it 2^64 tries), an
 * IPv4-mapped IPv6 address as the IPv4 address. Anything else (no address) as given.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const [head = '', tail = ''] = address.split('::') as [string, string?];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  // an embedded IPv4 tail (::1.2.3.4) lies in the low 64 bits, which are dropped anyway
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * The network a client's address belongs to, for the sign-in budgets: an IPv4 /24, an IPv6 /56
 * (a site's usual allocation), an IPv4-mapped address as IPv4. Anything else as given.
 */
export function clientBlock(ip: string): string {
  const network = clientNetwork(ip);
  if (isIPv4(network)) return `${network.split('.').slice(0, 3).join('.')}.0/24`;
  if (!network.endsWith('::/64')) return network;
  const groups = network.slice(0, -'::/64'.length).split(':');
  groups[3] = (parseInt(groups[3]!, 16) & 0xff00).toString(16);
  return `${groups.join(':')}::/56`;
}

/** A client's key for limits and stored rows: a salted hash of its address (IPv6: its /64). */
export function hashIp(ip: string, salt = ''): string {
  return hashKey(clientNetwork(ip), salt);
}

/** A salted hash of any identifier (an email, an address) that must not be stored in clear. */
export function hashKey(value: string, salt = ''): string {
  return createHash('sha256').update(`${salt}:${value}`).digest('hex').slice(0, 32);
}

export function rateLimited(retryAfterSeconds: number): HttpError {
  return new HttpError(429, messages.rateLimited, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Counts one more hit in the key's sliding window (every hit counts, refused ones too: a client
 * that keeps knocking stays out); throws 429 (with the real wait as Retry-After) once the
 * window holds more than `max`.
 */
export async function hit(db: Queryable, key: string, limit: RateLimit, now: Date): Promise<void> {
  const count = await countHit(db, key, bucketStart(now), oldestBucketBefore(limit, now));
  if (count > limit.max) throw rateLimited(Math.max(1, Math.ceil((await retryAfterMs(db, key, limit, now)) / 1000)));
  // Old buckets are useless; clearing them once a minute keeps the table small.
  const queue = queueOf(db);
  if (queue.sweptAt === undefined || now.getTime() - queue.sweptAt >= MINUTE) {
    queue.sweptAt = now.getTime();
    await db.query(`delete from rate_limits where window_start < $1`, [new Date(now.getTime() - 86_400_000)]);
  }
}

/**
 * Group commit. Every limited request used to cost one upsert and one commit; under load those
 * queue on the database (PGlite runs them one at a time on the server's own thread), and the
 * queue is the latency. Now at most one counting statement per database is in flight: hits
 * that arrive meanwhile wait for the next one, which counts all of them in one upsert (one row
 * per key and window, `count + n`) and one commit. Idle, a hit costs what it did; busy, the
 * cost per hit falls as the batch grows. Each hit still waits for the commit that counts it, and
 * gets its own place in the window's order (the window's older buckets, plus the current
 * bucket's new count minus the hits behind it), so a limit of 20 lets exactly 20 through
 * however the hits were batched.
 */
interface PendingHit {
  key: string;
  /** the current bucket */
  windowStart: Date;
  /** buckets after this one are in the window */
  oldest: Date;
  resolve(count: number): void;
  reject(error: unknown): void;
}
/** Per database: the hits waiting for the next statement, and when old windows were last cleared. */
interface HitQueue {
  waiting: PendingHit[];
  flushing: boolean;
  sweptAt?: number;
}
const hitQueues = new WeakMap<Queryable, HitQueue>();

function queueOf(db: Queryable): HitQueue {
  let queue = hitQueues.get(db);
  if (!queue) hitQueues.set(db, (queue = { waiting: [], flushing: false }));
  return queue;
}

/**
 * The statements a batch of hits costs: one, whatever the batch size. It adds each key's hits to
 * its current bucket and answers that bucket's new count and the sum of the window's older
 * buckets (read from the statement's snapshot, as `countAttempt` does). Exported for tests.
 */
export const countingSql = `with hits as (select * from unnest($1::text[], $2::timestamptz[], $3::int[], $4::timestamptz[]) as h(key, window_start, n, oldest)),
  counted as (
    insert into rate_limits (key, window_start, count)
    select key, window_start, n from hits order by key, window_start
    on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
    returning key, window_start, count
  )
  select c.key, c.window_start, c.count, coalesce((
    select sum(r.count) from rate_limits r where r.key = c.key and r.window_start > h.oldest and r.window_start < c.window_start
  ), 0)::int as earlier
  from counted c join hits h on h.key = c.key and h.window_start = c.window_start`;

function countHit(db: Queryable, key: string, windowStart: Date, oldest: Date): Promise<number> {
  const queue = queueOf(db);
  const counted = new Promise<number>((resolve, reject) => queue.waiting.push({ key, windowStart, oldest, resolve, reject }));
  if (!queue.flushing) void flushHits(db, queue);
  return counted;
}

async function flushHits(db: Queryable, queue: HitQueue): Promise<void> {
  queue.flushing = true;
  try {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0);
      const groups = new Map<string, PendingHit[]>();
      for (const pending of batch) {
        const id = `${pending.windowStart.getTime()}:${pending.key}`;
        const group = groups.get(id);
        if (group) group.push(pending);
        else groups.set(id, [pending]);
      }
      const rows = [...groups.values()];
      try {
        const counted = await db.query<{ key: string; window_start: Date | string; count: number; earlier: number }>(countingSql, [
          rows.map((group) => group[0]!.key),
          rows.map((group) => group[0]!.windowStart),
          rows.map((group) => group.length),
          rows.map((group) => group[0]!.oldest),
        ]);
        const totals = new Map(counted.map((row) => [`${new Date(row.window_start).getTime()}:${row.key}`, Number(row.count) + Number(row.earlier)]));
        for (const [id, group] of groups) {
          const total = totals.get(id);
          if (total === undefined) throw new Error(`rate limit: no count returned for ${id}`);
          // in arrival order: the first of n hits is the (total - n + 1)th of the window
          group.forEach((pending, index) => pending.resolve(total - group.length + 1 + index));
        }
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
  } finally {
    queue.flushing = false;
  }
}

/**
 * Sliding windows for login failures: counts go into one-minute buckets, and a check sums every
 * bucket that overlaps the last `windowMs`. So "at most `max` per window" holds for ANY window,
 * not only for aligned ones (a fixed window would allow 2 x max across its boundary).
 */
const slidingBucketMs = MINUTE;

const bucketStart = (now: Date) => new Date(Math.floor(now.getTime() / slidingBucketMs) * slidingBucketMs);

export interface Attempt {
  key: string;
  limit: RateLimit;
}

/** The buckets of a sliding window: those that overlap (now - windowMs, now]. */
const oldestBucketBefore = (limit: RateLimit, now: Date) => new Date(now.getTime() - limit.windowMs - slidingBucketMs);

/**
 * Counts one attempt for each key BEFORE the work it limits, and answers how many each key's
 * sliding window holds now, this one included: one statement (the upsert of the current bucket
 * returns its new count, and the older buckets of the window are summed from the same snapshot),
 * so attempts sent at the same moment each get their own count and at most `max` see one within
 * the limit. An attempt that turns out not to count (a success, or one refused) is taken back
 * with `uncountAttempt`. Rows are locked in key order, so attempts on overlapping keys never
 * deadlock on PostgreSQL.
 */
export async function countAttempt(db: Queryable, attempts: Attempt[], now: Date): Promise<Map<string, number>> {
  const bucket = bucketStart(now);
  const rows = await db.query<{ key: string; total: number }>(
    `with hits as (select * from unnest($1::text[], $2::timestamptz[]) as h(key, oldest)),
     counted as (
       insert into rate_limits (key, window_start, count)
       select key, $3::timestamptz, 1 from hits order by key
       on conflict (key, window_start) do update set count = rate_limits.count + 1
       returning key, count
     )
     select counted.key, (counted.count + coalesce((
       select sum(r.count) from rate_limits r join hits h on h.key = r.key
       where r.key = counted.key and r.window_start > h.oldest and r.window_start <> $3::timestamptz
     ), 0))::int as total
     from counted`,
    [attempts.map((a) => a.key), attempts.map((a) => oldestBucketBefore(a.limit, now)), bucket],
  );
  return new Map(rows.map((row) => [row.key, Number(row.total)]));
}

/** Takes back one attempt counted by `countAttempt` at `countedAt`. */
export async function uncountAttempt(db: Queryable, keys: string[], countedAt: Date): Promise<void> {
  // rows locked in key order, as countAttempt locks them, so the two never deadlock
  await db.query(
    `update rate_limits r set count = r.count - 1
     from (select key from rate_limits where key = any($1::text[]) and window_start = $2 order by key for update) locked
     where r.key = locked.key and r.window_start = $2 and r.count > 0`,
    [keys, bucketStart(countedAt)],
  );
}

/**
 * How long until `key` has room for one more attempt: the time until enough of its oldest
 * buckets leave the sliding window (0 when it has room now).
 */
export async function retryAfterMs(db: Queryable, key: string, limit: RateLimit, now: Date): Promise<number> {
  const buckets = await db.query<{ window_start: Date | string; count: number }>(
    'select window_start, count from rate_limits where key = $1 and window_start > $2 order by window_start',
    [key, oldestBucketBefore(limit, now)],
  );
  let total = buckets.reduce((sum, b) => sum + Number(b.count), 0);
  if (total < limit.max) return 0;
  for (const bucket of buckets) {
    total -= Number(bucket.count);
    if (total < limit.max) return new Date(bucket.window_start).getTime() + slidingBucketMs + limit.windowMs - now.getTime();
  }
  return limit.windowMs;
}

export async function clear(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [key]);
}

/**
 * The three counters a password try is counted against (see `rateLimits`): the client, this
 * account from this client (the pair), and the account from everywhere. Signing in and the
 * account page's password change share them, so a guess at one is a guess at the other. The
 * email and the client are hashed; `client` is already the client's hashed address.
 */
export function passwordTries(email: string, client: string, salt = '') {
  const account = hashKey(email.toLowerCase(), salt);
  const clientKey = `login-fail:ip:${client}`;
  const pairKey = `login-fail:pair:${hashKey(`${account}:${client}`, salt)}`;
  const accountKey = `login-fail:account:${account}`;
  const attempts: Attempt[] = [
    { key: clientKey, limit: rateLimits.loginClient },
    { key: pairKey, limit: rateLimits.loginPair },
    { key: accountKey, limit: rateLimits.loginAccount },
  ];
  return { account, clientKey, pairKey, accountKey, attempts, keys: attempts.map((a) => a.key) };
}

type PasswordTries = ReturnType<typeof passwordTries>;

/** Which limit refused a password try, as the security log says it. */
type PasswordLimitName = 'client' | 'account' | 'account and client';

/**
 * Counts a password try BEFORE the password is checked (`countAttempt`) and answers the totals.
 * Past the client's or the pair's limit, or past the account's hourly cap for a client with
 * failures of its own (a client without any may still try), the try is taken back,
 * `onThrottled` is told which limit it was (to log it) and a 429 with its Retry-After is thrown.
 */
export async function countPasswordTry(
  db: Queryable,
  tries: PasswordTries,
  now: Date,
  onThrottled: (limit: PasswordLimitName) => Promise<void>,
): Promise<Map<string, number>> {
  const { attempts, clientKey, accountKey, keys } = tries;
  const totals = await countAttempt(db, attempts, now);
  const over = attempts.find(({ key, limit }) => key !== accountKey && totals.get(key)! > limit.max);
  const accountCapped = totals.get(accountKey)! > rateLimits.loginAccount.max && totals.get(clientKey)! > 1;
  if (over || accountCapped) {
    await uncountAttempt(db, keys, now);
    await onThrottled(!over ? 'account' : over.key === clientKey ? 'client' : 'account and client');
    // past the account's cap the client may try again once the account has room or once its own
    // failures have left its window, whichever comes first
    const waitMs = over
      ? await retryAfterMs(db, over.key, over.limit, now)
      : Math.min(await retryAfterMs(db, accountKey, rateLimits.loginAccount, now), await retryAfterMs(db, clientKey, { ...rateLimits.loginClient, max: 1 }, now));
    throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
  }
  return totals;
}
