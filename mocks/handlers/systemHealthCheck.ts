import { dashboardFallbacks } from '../../domain/constants';
import { sampleNow, sampleServers } from '../../domain/sample-data';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

type Status = 'healthy' | 'warning' | 'error';
const severity: Record<Status, number> = { healthy: 0, warning: 1, error: 2 };

const running = sampleServers.filter((s) => s.status === 'running').length;
const failing = sampleServers.filter((s) => s.status === 'error').length;

const checks: { name: string; status: Status; detail: string }[] = [
  { name: 'Database', status: 'healthy', detail: 'Connected (mock)' },
  { name: 'Payments', status: 'healthy', detail: 'Stripe test mode (mock)' },
  { name: 'AI assistant', status: 'healthy', detail: 'Answering from the site catalogue (mock)' },
  {
    name: 'Hosted servers',
    status: failing > 0 ? 'warning' : 'healthy',
    detail: `${running} of ${sampleServers.length} servers running`,
  },
];

/** The overall status is the worst check's. */
export const sampleSystemHealth = {
  uptime: dashboardFallbacks.uptime,
  status: checks.reduce<Status>((worst, c) => (severity[c.status] > severity[worst] ? c.status : worst), 'healthy'),
  checks,
  // Pinned to the sample instant so screenshots do not change from run to run.
  checkedAt: new Date(sampleNow).toISOString(),
};

const success = mockCall('systemHealthCheck', adminOnly(() => respond('systemHealthCheck', sampleSystemHealth)));

export const systemHealthCheckHandlers = {
  success,
  ...failureVariants('systemHealthCheck'),
  unauthorized: unauthorizedVariant('systemHealthCheck'),
};

export default success;
