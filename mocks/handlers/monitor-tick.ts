import { errorJson, failureVariants, mockCall, respond } from '../shared';

/** The cron's call: the mock has no sites to check; a call without a Bearer token is refused. */
export const monitorTickHandlers = {
  success: mockCall('monitorTick', ({ request }) =>
    /^Bearer .{32,}$/.test(request.headers.get('authorization') ?? '') ? respond('monitorTick', { checked: 0 }) : errorJson(401, 'The monitor tick needs its token.'),
  ),
  ...failureVariants('monitorTick'),
};
