/** Monitoring's figures in /functions/v1/metrics: checks by result, lateness, open incidents. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoredSiteInput } from '../../domain';
import { createMetrics } from '../metrics';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { addSite } from './sites';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase('pglite');
});
afterAll(() => test?.cleanup());

describe('monitoring metrics', () => {
  it('counts checks by result, their lateness and the open incidents', async () => {
    const metrics = createMetrics();
    const db = metrics.instrument(test.db);
    const at = new Date('2026-11-20T15:00:00Z');
    const id = await addSite(db, monitoredSiteInput.parse({ url: 'https://example.com', clientName: 'A', hostingPlanId: 'starter' }), at);
    await db.query(`insert into monitor_incidents (site_id, kind, title, opened_at) values ($1, 'down', 'down', $2), ($1, 'manual', 'old', $2)`, [id, at]);
    await db.query(`update monitor_incidents set resolved_at = $1 where kind = 'manual'`, [at]);
    metrics.monitorCheck(true, 0.2);
    metrics.monitorCheck(false, 3);
    metrics.monitorCheck(true, 0);
    const { text } = await metrics.scrape();
    expect(text).toContain('monitor_checks_total{result="ok"} 2');
    expect(text).toContain('monitor_checks_total{result="failed"} 1');
    expect(text).toContain('monitor_check_lateness_seconds_count 3');
    expect(text).toContain('monitor_check_lateness_seconds_bucket{le="0.5"} 2');
    expect(text).toMatch(/^monitor_open_incidents 1$/m);
  });
});
