/**
 * Hourly and daily aggregates, and retention (issue 33, "Checks"). Each bucket is computed from
 * the raw rows it covers (count, failures, min, max, sum, p50, p95 of the response times of good
 * checks): a percentile is never averaged from other aggregates. The newest bucket of each kind is
 * computed again at every roll-up, so a bucket still filling is correct once it is complete; raw
 * rows are deleted only after the buckets they belong to are written.
 */
import { monitoringRetention } from '../../domain';
import type { Queryable } from '../db/index';

const DAY_MS = 86_400_000;

const bucketColumns = `count(*)::int, (count(*) filter (where not ok))::int,
  min(total_ms) filter (where ok), max(total_ms) filter (where ok), coalesce(sum(total_ms) filter (where ok), 0), (count(total_ms) filter (where ok))::int,
  round(percentile_cont(0.5) within group (order by total_ms) filter (where ok))::int,
  round(percentile_cont(0.95) within group (order by total_ms) filter (where ok))::int`;
const bucketUpdate = `checks = excluded.checks, failures = excluded.failures, min_ms = excluded.min_ms, max_ms = excluded.max_ms,
  sum_ms = excluded.sum_ms, timed = excluded.timed, p50_ms = excluded.p50_ms, p95_ms = excluded.p95_ms`;

export async function rollUp(db: Queryable, now: Date, options: { rawDays?: number } = {}): Promise<void> {
  const rawDays = options.rawDays ?? monitoringRetention.rawDays;
  const oldestRaw = new Date(now.getTime() - rawDays * DAY_MS);
  const [hourly] = await db.query<{ from: Date | null }>(`select max(hour) as from from monitor_hourly`);
  await db.query(
    `insert into monitor_hourly (site_id, hour, checks, failures, min_ms, max_ms, sum_ms, timed, p50_ms, p95_ms)
     select site_id, date_trunc('hour', checked_at at time zone 'UTC') at time zone 'UTC', ${bucketColumns}
     from monitor_checks where checked_at >= $1 and checked_at <= $2 group by 1, 2
     on conflict (site_id, hour) do update set ${bucketUpdate}`,
    [hourly?.from ?? oldestRaw, now],
  );
  const [daily] = await db.query<{ from: string | null }>(`select to_char(max(day), 'YYYY-MM-DD') as from from monitor_daily`);
  await db.query(
    `insert into monitor_daily (site_id, day, checks, failures, min_ms, max_ms, sum_ms, timed, p50_ms, p95_ms)
     select site_id, (checked_at at time zone 'UTC')::date, ${bucketColumns}
     from monitor_checks where checked_at >= $1 and checked_at <= $2 group by 1, 2
     on conflict (site_id, day) do update set ${bucketUpdate}`,
    [daily?.from ? new Date(`${daily.from}T00:00:00Z`) : oldestRaw, now],
  );
  await db.query(`delete from monitor_checks where checked_at < $1`, [oldestRaw]);
  await db.query(`delete from monitor_hourly where hour < $1`, [new Date(now.getTime() - monitoringRetention.hourlyDays * DAY_MS)]);
  await db.query(`delete from monitor_daily where day < $1::date`, [new Date(now.getTime() - monitoringRetention.dailyDays * DAY_MS).toISOString().slice(0, 10)]);
}
