import { alertThresholdDefaults, dashboardFallbacks } from '../../domain/constants';
import { sampleAlerts, sampleNow, sampleServers } from '../../domain/sample-data';
import { alertStatusItem, overallStatus } from '../../domain/system-status';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

type Status = 'healthy' | 'warning' | 'error';

const running = sampleServers.filter((s) => s.status === 'running');
const failing = sampleServers.filter((s) => s.status === 'error').length;
const averageCpu = Math.round(running.reduce((sum, s) => sum + s.cpu, 0) / running.length);
const averageMemory = Math.round(running.reduce((sum, s) => sum + s.memory, 0) / running.length);

const checks: { name: string; status: Status; detail: string }[] = [
  { name: 'Database', status: 'healthy', detail: 'Connected (mock)' },
  { name: 'Payments', status: 'healthy', detail: 'Stripe test mode (mock)' },
  { name: 'AI assistant', status: 'healthy', detail: 'Answering from the site catalogue (mock)' },
  {
    name: 'Hosted servers',
    status: failing > 0 ? 'warning' : 'healthy',
    detail: `${running.length} of ${sampleServers.length} servers running`,
  },
];

const metrics: { label: string; value: string; status: Status }[] = [
  { label: 'Servers running', value: `${running.length} of ${sampleServers.length}`, status: failing > 0 ? 'error' : 'healthy' },
  { label: 'Average CPU (running servers)', value: `${averageCpu}%`, status: averageCpu > alertThresholdDefaults.cpuPercent ? 'warning' : 'healthy' },
  { label: 'Average memory (running servers)', value: `${averageMemory}%`, status: averageMemory > alertThresholdDefaults.memoryPercent ? 'warning' : 'healthy' },
  { label: 'Database response', value: '3 ms', status: 'healthy' },
  { label: 'Health checks, last 24 hours', value: '288 recorded, 0 failed', status: 'healthy' },
  { label: 'Admin sessions active', value: '1', status: 'healthy' },
];

const alerts = sampleAlerts.map((alert) => ({ ...alert }));

/** As the function does: the worst of the checks, metrics and alerts it answers. */
const statusOf = (answer: { checks: typeof checks; metrics: typeof metrics; alerts: typeof alerts }): Status =>
  overallStatus([...answer.checks, ...answer.metrics.map((m) => ({ name: m.label, status: m.status })), ...answer.alerts.map(alertStatusItem)]).status;

export const sampleSystemHealth = {
  uptime: dashboardFallbacks.uptime,
  status: statusOf({ checks, metrics, alerts }),
  checks,
  // Pinned to the sample instant so screenshots do not change from run to run.
  checkedAt: new Date(sampleNow).toISOString(),
  metrics,
  alerts,
};

/** The database is down: the dashboard must say so instead of "All Systems Operational". */
export const sampleSystemHealthDown = {
  ...sampleSystemHealth,
  uptime: '97.42%',
  status: 'error' as Status,
  checks: checks.map((c) => (c.name === 'Database' ? { ...c, status: 'error' as Status, detail: 'Database unreachable: connection refused (mock)' } : c)),
};

const success = mockCall('systemHealthCheck', adminOnly(() => respond('systemHealthCheck', sampleSystemHealth)));

export const systemHealthCheckHandlers = {
  success,
  ...failureVariants('systemHealthCheck'),
  unauthorized: unauthorizedVariant('systemHealthCheck'),
  /** A failing check: the status line shows the real state. */
  down: mockCall('systemHealthCheck', adminOnly(() => respond('systemHealthCheck', sampleSystemHealthDown))),
  /** All is well and no alert is open: every check, metric and alert is healthy. */
  quiet: mockCall(
    'systemHealthCheck',
    adminOnly(() =>
      respond('systemHealthCheck', {
        ...sampleSystemHealth,
        status: 'healthy',
        checks: checks.map((c) => ({ ...c, status: 'healthy' as Status })),
        metrics: metrics.map((m) => ({ ...m, status: 'healthy' as Status })),
        alerts: [{ type: 'success', message: 'No failed sign-ins, server errors or failed health checks in the last 24 hours', time: 'Now', action: 'None needed' }],
      }),
    ),
  ),
};
