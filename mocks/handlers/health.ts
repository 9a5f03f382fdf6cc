import { failureVariants, mockCall, respond } from '../shared';

const success = mockCall('health', () => respond('health', { status: 'ok', database: 'ok' }));

export const healthHandlers = {
  success,
  ...failureVariants('health'),
  /** The database is down: 503 so a load balancer takes the instance out, with the usual body. */
  degraded: mockCall('health', () => respond('health', { status: 'degraded', database: 'unavailable' }, { status: 503 })),
};
