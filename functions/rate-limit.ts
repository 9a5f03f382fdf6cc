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
  const [row] = await db.query<{ count: number }>(
    `insert into rate_limits (key, window_start, count) values ($1, $2, 1)
     on conflict (key, window_start) do update set count = rate_limits.count + 1
     returning count`,
    [key, start],
  );
  if ((row?.count ?? 0) > limit.max) throw rateLimited(retryAfterSeconds);
  // Old windows are useless; clearing them now and then keeps the table small.
  if (Math.random() < 0.02) await db.query(`delete from rate_limits where window_start < $1`, [new Date(now.getTime() - 86_400_000)]);
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
