/**
 * The dashboard's Monitoring tab from what the server actually knows: its own health checks, its
 * sessions and its failed sign-ins. Nothing here is invented, and nothing here reads the sample
 * servers (docs/hosting.md, "The status line").
 */
import { relativeTimeLabel, type Alert } from '../../domain';
import type { Queryable } from '../db/index';
import type { Env } from '../env';
import { rateLimits } from '../rate-limit';

const DAY = 86_400_000;

export interface LiveMetric {
  label: string;
  value: string;
  status: 'healthy' | 'warning' | 'error';
}

/**
 * Real-time figures of this server itself: the database's last answers, its health checks, who is
 * signed in. The servers table holds the spec's demonstration machines (seeded as sample data, two
 * of them stopped or in error), not monitored ones: their figures are shown as sample data where
 * the servers are, never here, where they would drive the status line (issue 33).
 */
export async function liveMetrics(db: Queryable, now: Date, databaseMs: number): Promise<LiveMetric[]> {
  const [checks] = await db.query<{ total: number; failed: number; average: number | null }>(
    `select count(*)::int as total, (count(*) filter (where not ok))::int as failed, avg(response_ms)::float8 as average
     from health_checks where checked_at > $1 and checked_at <= $2`,
    [new Date(now.getTime() - DAY), now],
  );
  const [sessions] = await db.query<{ n: number }>(
    'select count(*)::int as n from admin_sessions where revoked_at is null and expires_at > $1 and last_seen_at > $2',
    [now, new Date(now.getTime() - 30 * 60_000)],
  );
  return [
    { label: 'Database response', value: `${databaseMs} ms`, status: databaseMs > 500 ? 'warning' : 'healthy' },
    {
      label: 'Health checks, last 24 hours',
      value: `${checks?.total ?? 0} recorded, ${checks?.failed ?? 0} failed`,
      status: (checks?.failed ?? 0) > 0 ? 'warning' : 'healthy',
    },
    {
      label: 'Average check time, last 24 hours',
      value: checks?.average === null || checks?.average === undefined ? 'No checks' : `${Math.round(checks.average)} ms`,
      status: 'healthy',
    },
    { label: 'Admin sessions active', value: String(sessions?.n ?? 0), status: 'healthy' },
  ];
}

/**
 * Security and health alerts, most serious first: failed and blocked admin sign-ins, failed
 * health checks, payment configuration gaps. None about the demonstration servers: an alarm
 * raised by an invented machine is a false alarm (issue 33).
 */
export async function securityAlerts(db: Queryable, env: Env, now: Date): Promise<Alert[]> {
  const alerts: Array<Alert & { rank: number }> = [];
  const since = new Date(now.getTime() - DAY);
  const failures = await db.query<{ key: string; window_start: Date | string; count: number }>(
    `select key, window_start, count from rate_limits where key like 'login-fail:%' and window_start > $1 order by window_start desc`,
    [since],
  );
  // Every failure counts once against its address; address counts are not reset by a later
  // successful sign-in (account counts are), so they are the record of what happened.
  const addressFailures = failures.filter((f) => f.key.startsWith('login-fail:ip:'));
  const failedTotal = addressFailures.reduce((sum, f) => sum + f.count, 0);
  const recentWindow = now.getTime() - rateLimits.loginClient.windowMs - 60_000;
  const perKeyRecent = new Map<string, number>();
  for (const f of failures) {
    if (new Date(f.window_start).getTime() > recentWindow) perKeyRecent.set(f.key, (perKeyRecent.get(f.key) ?? 0) + f.count);
  }
  const blocked = [...perKeyRecent.values()].filter((n) => n >= rateLimits.loginClient.max).length;
  if (blocked > 0) {
    alerts.push({
      rank: 0,
      type: 'error',
      message: `Admin sign-in is blocked for ${blocked} address${blocked === 1 ? '' : 'es'} or account${blocked === 1 ? '' : 's'} after repeated failures`,
      time: relativeTimeLabel(failures[0]!.window_start, now),
      action: 'Review sign-ins',
    });
  }
  if (failedTotal > 0) {
    alerts.push({
      rank: 2,
      type: 'warning',
      message: `${failedTotal} failed admin sign-in attempt${failedTotal === 1 ? '' : 's'} in the last 24 hours`,
      time: relativeTimeLabel(addressFailures[0]!.window_start, now),
      action: 'Review sign-ins',
    });
  }
  const [lastFailure] = await db.query<{ checked_at: Date | string; detail: string }>(
    'select checked_at, detail from health_checks where not ok and checked_at > $1 and checked_at <= $2 order by checked_at desc limit 1',
    [since, now],
  );
  if (lastFailure) {
    alerts.push({ rank: 1, type: 'error', message: `Health check failed: ${lastFailure.detail}`, time: relativeTimeLabel(lastFailure.checked_at, now), action: 'View stability' });
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    alerts.push({ rank: 2, type: 'warning', message: 'Stripe is configured without a webhook secret: subscriptions are not recorded', time: 'Now', action: 'View integrations' });
  }
  if (alerts.length === 0) {
    alerts.push({ rank: 9, type: 'success', message: 'No failed sign-ins or failed health checks in the last 24 hours', time: 'Now', action: 'None needed' });
  }
  return alerts.sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...alert }) => alert);
}
