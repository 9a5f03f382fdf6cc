/**
 * Fixed-window counters in the database (table rate_limits), so a limit holds across instances
 * and restarts. Keys never contain a raw IP: callers pass `ipKey(...)`.
 */
import { createHash } from 'node:crypto';
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
  /** admin-login failures, per IP and per account */
  loginFailures: { max: 10, windowMs: 15 * MINUTE },
  /** assistant questions (each call that may reach the model), per IP */
  assistant: { max: 20, windowMs: 10 * MINUTE },
  /** assistant connection tests (never reach the model), per IP */
  assistantConnection: { max: 60, windowMs: 10 * MINUTE },
  /** each form, per IP */
  forms: { max: 5, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export function hashIp(ip: string, salt = ''): string {
  return createHash('sha256').update(`${salt}:${ip}`).digest('hex').slice(0, 32);
}

function windowOf(limit: RateLimit, now: Date) {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((start + limit.windowMs - now.getTime()) / 1000));
  return { start: new Date(start), retryAfterSeconds };
}

export function rateLimited(retryAfterSeconds: number): HttpError {
  return new HttpError(429, messages.rateLimited, { 'Retry-After': String(retryAfterSeconds) });
}

/** Counts one more hit; throws 429 (with Retry-After) once the window holds more than `max`. */
export async function hit(db: Queryable, key: string, limit: RateLimit, now: Date): Promise<void> {
  const { start, retryAfterSeconds } = windowOf(limit, now);
  const count = await countHit(db, key, start);
  if (count > limit.max) throw rateLimited(retryAfterSeconds);
  // Old windows are useless; clearing them once a minute keeps the table small.
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
 * gets its own place in the window's order (the row's new count minus the hits behind it), so a
 * limit of 20 lets exactly 20 through however the hits were batched.
 */
interface PendingHit {
  key: string;
  windowStart: Date;
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

/** The statements a batch of hits costs: one, whatever the batch size. Exported for tests. */
export const countingSql = `insert into rate_limits (key, window_start, count)
  select * from unnest($1::text[], $2::timestamptz[], $3::int[])
  on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
  returning key, window_start, count`;

function countHit(db: Queryable, key: string, windowStart: Date): Promise<number> {
  const queue = queueOf(db);
  const counted = new Promise<number>((resolve, reject) => queue.waiting.push({ key, windowStart, resolve, reject }));
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
        const counted = await db.query<{ key: string; window_start: Date | string; count: number }>(countingSql, [
          rows.map((group) => group[0]!.key),
          rows.map((group) => group[0]!.windowStart),
          rows.map((group) => group.length),
        ]);
        const totals = new Map(counted.map((row) => [`${new Date(row.window_start).getTime()}:${row.key}`, Number(row.count)]));
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
export const slidingBucketMs = MINUTE;

const bucketStart = (now: Date) => new Date(Math.floor(now.getTime() / slidingBucketMs) * slidingBucketMs);

/** Counts one more failure for `key` (sliding window; see `ensureBelow`). */
export async function record(db: Queryable, key: string, _limit: RateLimit, now: Date): Promise<void> {
  await db.query(
    `insert into rate_limits (key, window_start, count) values ($1, $2, 1)
     on conflict (key, window_start) do update set count = rate_limits.count + 1`,
    [key, bucketStart(now)],
  );
}

/**
 * Throws 429 if any key already has `max` failures in the last `windowMs`. Retry-After is the
 * time until enough of the oldest failures leave the window for one more attempt.
 */
export async function ensureBelow(db: Queryable, keys: string[], limit: RateLimit, now: Date): Promise<void> {
  // Buckets that overlap (now - windowMs, now]: start + bucket > now - windowMs.
  const oldest = new Date(now.getTime() - limit.windowMs - slidingBucketMs);
  const rows = await db.query<{ key: string; window_start: Date | string; count: number }>(
    'select key, window_start, count from rate_limits where key = any($1::text[]) and window_start > $2 order by window_start',
    [keys, oldest],
  );
  let waitMs = 0;
  for (const key of keys) {
    const buckets = rows.filter((r) => r.key === key);
    let total = buckets.reduce((sum, b) => sum + b.count, 0);
    if (total < limit.max) continue;
    // Drop the oldest buckets until one more attempt fits; the last one dropped says when.
    for (const bucket of buckets) {
      total -= bucket.count;
      if (total < limit.max) {
        const leaves = new Date(bucket.window_start).getTime() + slidingBucketMs + limit.windowMs;
        waitMs = Math.max(waitMs, leaves - now.getTime());
        break;
      }
    }
  }
  if (waitMs > 0) throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
}

export async function clear(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [key]);
}
