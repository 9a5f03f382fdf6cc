/**
 * The dashboard's Monitoring tab from what the server actually knows: its servers table, its
 * own health checks, its sessions and its failed sign-ins. Nothing here is invented.
 */
import { alertThresholdDefaults, relativeTimeLabel, type Alert } from '../../domain';
import type { Queryable } from '../db/index';
import type { Env } from '../env';
import { rateLimits } from '../rate-limit';

const DAY = 86_400_000;
/** The sample disk rule's trigger (spec section 9: disk above 85%). */
const diskThresholdPercent = 85;

export interface LiveMetric {
  label: string;
  value: string;
  status: 'healthy' | 'warning' | 'error';
}

interface ServerRow {
  name: string;
  status: string;
  cpu: number;
  memory: number;
  disk: number;
}

/** Real-time figures: the servers' load, the database's last answers, who is signed in. */
export async function liveMetrics(db: Queryable, now: Date, databaseMs: number): Promise<LiveMetric[]> {
  const servers = await db.query<ServerRow>('select name, status, cpu, memory, disk from servers order by id');
  const running = servers.filter((s) => s.status === 'running');
  const average = (pick: (s: ServerRow) => number) =>
    running.length === 0 ? 0 : Math.round(running.reduce((sum, s) => sum + pick(s), 0) / running.length);
  const cpu = average((s) => s.cpu);
  const memory = average((s) => s.memory);
  const disk = average((s) => s.disk);
  const [checks] = await db.query<{ total: number; failed: number; average: number | null }>(
    `select count(*)::int as total, (count(*) filter (where not ok))::int as failed, avg(response_ms)::float8 as average
     from health_checks where checked_at > $1 and checked_at <= $2`,
    [new Date(now.getTime() - DAY), now],
  );
  const [sessions] = await db.query<{ n: number }>(
    'select count(*)::int as n from admin_sessions where revoked_at is null and expires_at > $1 and last_seen_at > $2',
    [now, new Date(now.getTime() - 30 * 60_000)],
  );
  const level = (value: number, warn: number) => (value > warn ? 'warning' : 'healthy') as LiveMetric['status'];
  return [
    {
      label: 'Servers running',
      value: `${running.length} of ${servers.length}`,
      status: servers.some((s) => s.status === 'error') ? 'error' : running.length < servers.length ? 'warning' : 'healthy',
    },
    { label: 'Average CPU (running servers)', value: `${cpu}%`, status: level(cpu, alertThresholdDefaults.cpuPercent) },
    { label: 'Average memory (running servers)', value: `${memory}%`, status: level(memory, alertThresholdDefaults.memoryPercent) },
    { label: 'Average disk (running servers)', value: `${disk}%`, status: level(disk, diskThresholdPercent) },
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
 * Security and health alerts, most serious first: failed and blocked admin sign-ins, servers in
 * error or over the CPU threshold, failed health checks, payment configuration gaps.
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
  const servers = await db.query<ServerRow>('select name, status, cpu, memory, disk from servers order by id');
  for (const s of servers) {
    if (s.status === 'error') {
      alerts.push({ rank: 1, type: 'error', message: `${s.name} reports an error`, time: 'Now', action: 'Investigate' });
    } else if (s.status === 'running' && s.cpu > alertThresholdDefaults.cpuPercent) {
      alerts.push({ rank: 3, type: 'warning', message: `${s.name} CPU at ${s.cpu}% (threshold ${alertThresholdDefaults.cpuPercent}%)`, time: 'Now', action: 'Scale up' });
    }
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
    alerts.push({ rank: 9, type: 'success', message: 'No failed sign-ins, server errors or failed health checks in the last 24 hours', time: 'Now', action: 'None needed' });
  }
  return alerts.sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...alert }) => alert);
}
