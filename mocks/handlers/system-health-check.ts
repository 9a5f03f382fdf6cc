import { sampleSystemHealth, sampleSystemHealthDown, sampleSystemHealthQuiet } from '../../domain/samples/admin';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

const success = mockCall('systemHealthCheck', adminOnly(() => respond('systemHealthCheck', sampleSystemHealth)));

export const systemHealthCheckHandlers = {
  success,
  ...failureVariants('systemHealthCheck'),
  unauthorized: unauthorizedVariant('systemHealthCheck'),
  /** A failing check: the status line shows the real state. */
  down: mockCall('systemHealthCheck', adminOnly(() => respond('systemHealthCheck', sampleSystemHealthDown))),
  /** All is well and no alert is open: every check, metric and alert is healthy. */
  quiet: mockCall('systemHealthCheck', adminOnly(() => respond('systemHealthCheck', sampleSystemHealthQuiet))),
};
