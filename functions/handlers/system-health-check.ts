import { alertStatusItem, healthRecording, overallStatus } from '../../domain';
import { firstCheckAfter, recordHealthCheck, slowDatabaseMs, uptimeSince } from '../admin/health-checks';
import { liveMetrics, securityAlerts } from '../admin/monitoring';
import { requireAdmin } from '../auth/sessions';
import { json, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

const uptimeWindowMs = healthRecording.uptimeWindowDays * 86_400_000;

/**
 * Records a check now (database reachable, and how fast), then reports uptime over the recorded
 * history, the state of each part, real-time metrics and security alerts.
 */
export function createSystemHealthCheckHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('system-health-check', async (request) => {
    await requireAdmin(deps.db, request, now());
    const checkedAt = now();
    const check = await recordHealthCheck(deps.db, checkedAt);
    const databaseStatus = !check.ok ? 'error' : check.responseMs > slowDatabaseMs ? 'warning' : 'healthy';
    const checks = [
      { name: 'Database', status: databaseStatus, detail: check.detail },
      { name: 'Web server', status: 'healthy', detail: 'Serving requests' },
      // Payments not set up is how a fresh install starts, not a fault: it says so and raises no
      // alarm (a key without its webhook secret is a fault: an alert, securityAlerts).
      {
        name: 'Payments',
        status: 'healthy',
        detail: deps.env.STRIPE_SECRET_KEY ? 'Stripe key configured' : 'Not set up: checkout answers 503 until STRIPE_SECRET_KEY is set',
      },
      {
        name: 'AI assistant',
        status: 'healthy',
        detail: deps.env.OPENAI_API_KEY ? 'Model configured' : 'Answering from the site catalogue (no model configured)',
      },
    ] as const;
    const metrics = await liveMetrics(deps.db, checkedAt, check.responseMs);
    const alerts = await securityAlerts(deps.db, deps.env, checkedAt);
    // The status is the worst of everything answered below it: any error or warning counts.
    const status = overallStatus([
      ...checks,
      ...metrics.map((m) => ({ name: m.label, status: m.status, detail: m.value })),
      ...alerts.map(alertStatusItem),
    ]).status;
    const uptimeFrom = new Date(checkedAt.getTime() - uptimeWindowMs);
    return json({
      uptime: await uptimeSince(deps.db, uptimeFrom),
      uptimeSince: await firstCheckAfter(deps.db, uptimeFrom),
      status,
      checks,
      checkedAt: checkedAt.toISOString(),
      metrics,
      alerts,
    });
  });
}
