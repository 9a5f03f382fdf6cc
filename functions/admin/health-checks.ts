/**
 * Health checks the server records about itself (spec section 7.5's uptime): whether the
 * database answers and how fast. One is recorded at every system-health-check call and every
 * `healthRecording.recordEveryMs` while a Node server runs, from its first start on: nothing is
 * seeded. Uptime is the share of successful checks.
 */
import { performance } from 'node:perf_hooks';
import { healthRecording, type HealthHistoryDay, type RecordedHealthCheck } from '../../domain';
import type { Queryable } from '../db/index';

/** A database slower than this is a warning. */
export const slowDatabaseMs = 500;
const DAY = 86_400_000;

export interface HealthCheckResult {
  ok: boolean;
  responseMs: number;
  detail: string;
}

/** Asks the database one trivial question and times it. */
export async function probeDatabase(db: Queryable): Promise<HealthCheckResult> {
  const started = performance.now();
  try {
    await db.query('select 1');
    const responseMs = Math.round(performance.now() - started);
    return { ok: true, responseMs, detail: `Database answered in ${responseMs} ms` };
  } catch (error) {
    const responseMs = Math.round(performance.now() - started);
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unreachable';
    return { ok: false, responseMs, detail: `Database unreachable: ${reason}` };
  }
}

/**
 * Probes and stores the result. If the database is down the result cannot be stored; it is
 * still returned, so the caller can report it.
 */
export async function recordHealthCheck(db: Queryable, now: Date): Promise<HealthCheckResult & { stored: boolean }> {
  const result = await probeDatabase(db);
  try {
    await db.query('insert into health_checks (checked_at, ok, response_ms, detail) values ($1, $2, $3, $4)', [
      now,
      result.ok,
      result.responseMs,
      result.detail,
    ]);
    return { ...result, stored: true };
  } catch {
    return { ...result, stored: false };
  }
}

function formatUptime(ok: number, total: number): string {
  if (total === 0) return '100.00%';
  return `${((ok / total) * 100).toFixed(2)}%`;
}

/** Share of good checks after `since`, as the dashboard shows it ('99.98%'). */
export async function uptimeSince(db: Queryable, since: Date): Promise<string> {
  const [row] = await db.query<{ total: number; ok: number }>(
    `select count(*)::int as total, (count(*) filter (where ok))::int as ok from health_checks where checked_at > $1`,
    [since],
  );
  return formatUptime(row?.ok ?? 0, row?.total ?? 0);
}

/** The first check after `since` (the start of what an uptime figure covers), or null. */
export async function firstCheckAfter(db: Queryable, since: Date): Promise<string | null> {
  const [row] = await db.query<{ first: Date | string | null }>('select min(checked_at) as first from health_checks where checked_at > $1', [since]);
  return row?.first ? new Date(row.first).toISOString() : null;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Per UTC day over the last `days` days (today included), oldest first; days without checks are empty. */
export async function healthHistory(
  db: Queryable,
  days: number,
  now: Date,
): Promise<{ uptime: string; since: string | null; days: HealthHistoryDay[]; recent: RecordedHealthCheck[]; failures: RecordedHealthCheck[] }> {
  const today = Date.parse(isoDay(now.getTime()));
  const since = new Date(today - (days - 1) * DAY);
  const rows = await db.query<{ day: string; checks: number; failed: number; average: number | null }>(
    `select to_char(checked_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as checks,
            (count(*) filter (where not ok))::int as failed, avg(response_ms)::float8 as average
     from health_checks where checked_at >= $1 and checked_at <= $2 group by 1 order by 1`,
    [since, now],
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series: HealthHistoryDay[] = [];
  let total = 0;
  let failed = 0;
  for (let i = 0; i < days; i++) {
    const date = isoDay(since.getTime() + i * DAY);
    const row = byDay.get(date);
    total += row?.checks ?? 0;
    failed += row?.failed ?? 0;
    series.push({
      date,
      checks: row?.checks ?? 0,
      failed: row?.failed ?? 0,
      uptimePercent: row && row.checks > 0 ? Math.round(((row.checks - row.failed) / row.checks) * 10_000) / 100 : null,
      averageResponseMs: row?.average === null || row?.average === undefined ? null : Math.round(row.average),
    });
  }
  const toCheck = (r: { checked_at: Date | string; ok: boolean; response_ms: number; detail: string }): RecordedHealthCheck => ({
    checkedAt: new Date(r.checked_at).toISOString(),
    ok: r.ok,
    responseMs: r.response_ms,
    detail: r.detail,
  });
  type Row = { checked_at: Date | string; ok: boolean; response_ms: number; detail: string };
  const recent = await db.query<Row>(
    'select checked_at, ok, response_ms, detail from health_checks where checked_at <= $1 order by checked_at desc, id desc limit 20',
    [now],
  );
  const failures = await db.query<Row>(
    'select checked_at, ok, response_ms, detail from health_checks where not ok and checked_at >= $1 and checked_at <= $2 order by checked_at desc, id desc limit 10',
    [since, now],
  );
  // The first check kept: the history starts there (the server's first start, until purged).
  const [first] = await db.query<{ first: Date | string | null }>('select min(checked_at) as first from health_checks where checked_at <= $1', [now]);
  const recordingSince = first?.first ? new Date(first.first).toISOString() : null;
  return { uptime: formatUptime(total - failed, total), since: recordingSince, days: series, recent: recent.map(toCheck), failures: failures.map(toCheck) };
}

/** Deletes checks older than the kept history; answers how many. */
export async function purgeOldHealthChecks(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>('delete from health_checks where checked_at < $1 returning id', [
    new Date(now.getTime() - healthRecording.keepDays * DAY),
  ]);
  return rows.length;
}

/**
 * Records a check every `everyMs` until stopped. The timer does not keep the process alive, and
 * a failed round is only logged: the next one tries again.
 */
export function startHealthRecorder(db: Queryable, options: { everyMs?: number; now?: () => Date } = {}): { stop(): void } {
  const everyMs = options.everyMs ?? healthRecording.recordEveryMs;
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = recordHealthCheck(db, now())
      .catch((error) => console.error('[health] recording failed', error instanceof Error ? error.message : error))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
