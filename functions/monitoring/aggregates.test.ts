/**
 * Aggregates from raw rows: each hour's and day's p95 equals the p95 computed here from the same
 * raw rows (linear interpolation, as percentile_cont), never an average of hourly figures; raw
 * rows past retention go, their aggregates stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoredSiteInput } from '../../domain';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { rollUp } from './aggregates';
import { addSite } from './sites';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return Math.round(sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low));
}

describe.each(testDatabaseKinds)('aggregates on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test?.cleanup());

  it('match a p95 computed from the raw rows, per hour and per day, and keep them after the raw rows are gone', async () => {
    const start = Date.parse('2026-11-20T00:00:00.000Z');
    const id = await addSite(test.db, monitoredSiteInput.parse({ url: 'https://example.com', clientName: 'A', hostingPlanId: 'starter' }), new Date(start));
    // Hour 0: fast and even; hour 1: a few very slow answers and failures. Seeded, so the figures are fixed.
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const rows: { at: number; ok: boolean; ms: number }[] = [];
    for (let i = 0; i < 60; i++) rows.push({ at: start + i * 60_000, ok: true, ms: 100 + Math.round(random() * 50) });
    for (let i = 0; i < 60; i++) rows.push({ at: start + 3_600_000 + i * 60_000, ok: i % 10 !== 0, ms: i % 7 === 0 ? 2_000 + Math.round(random() * 3_000) : 120 + Math.round(random() * 80) });
    for (const r of rows) {
      await test.db.query(`insert into monitor_checks (site_id, checked_at, ok, total_ms) values ($1, $2, $3, $4)`, [id, new Date(r.at), r.ok, r.ms]);
    }
    await rollUp(test.db, new Date(start + 2 * 3_600_000));
    const hourly = await test.db.query<{ hour: Date; checks: number; failures: number; min_ms: number; max_ms: number; sum_ms: string; p95_ms: number }>(
      `select hour, checks, failures, min_ms, max_ms, sum_ms::text as sum_ms, p95_ms from monitor_hourly where site_id = $1 order by hour`,
      [id],
    );
    expect(hourly).toHaveLength(2);
    for (const [h, bucket] of hourly.entries()) {
      const inHour = rows.filter((r) => Math.floor((r.at - start) / 3_600_000) === h);
      const good = inHour.filter((r) => r.ok).map((r) => r.ms);
      expect(bucket.hour.getTime()).toBe(start + h * 3_600_000);
      expect({ checks: bucket.checks, failures: bucket.failures, min: bucket.min_ms, max: bucket.max_ms, sum: Number(bucket.sum_ms), p95: bucket.p95_ms }).toEqual({
        checks: inHour.length,
        failures: inHour.length - good.length,
        min: Math.min(...good),
        max: Math.max(...good),
        sum: good.reduce((a, b) => a + b, 0),
        p95: percentile(good, 0.95),
      });
    }
    const [daily] = await test.db.query<{ checks: number; p95_ms: number }>(`select checks, p95_ms from monitor_daily where site_id = $1`, [id]);
    const allGood = rows.filter((r) => r.ok).map((r) => r.ms);
    expect(daily).toEqual({ checks: 120, p95_ms: percentile(allGood, 0.95) });
    // not the average of the hours' p95s
    expect(daily!.p95_ms).not.toBe(Math.round((hourly[0]!.p95_ms + hourly[1]!.p95_ms) / 2));

    // Eight days later: the raw rows are past 7 days and go; the aggregates stay.
    await rollUp(test.db, new Date(start + 8 * 86_400_000));
    expect(await test.db.query(`select 1 from monitor_checks where site_id = $1`, [id])).toEqual([]);
    expect(await test.db.query(`select 1 from monitor_hourly where site_id = $1`, [id])).toHaveLength(2);
    expect(await test.db.query(`select checks from monitor_daily where site_id = $1`, [id])).toEqual([{ checks: 120 }]);
    // And past 90 days the hourly ones go, the daily one stays until 400.
    await rollUp(test.db, new Date(start + 91 * 86_400_000));
    expect(await test.db.query(`select 1 from monitor_hourly where site_id = $1`, [id])).toEqual([]);
    expect(await test.db.query(`select 1 from monitor_daily where site_id = $1`, [id])).toHaveLength(1);
  });
});
