import { adminMaintenanceRequest } from '../../domain/api';
import { adminOnly, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

/** Fixed counts: the mock keeps no sessions to purge. */
const success = mockCall(
  'adminMaintenance',
  adminOnly(async ({ request }) => {
    const body = await readBody(request, adminMaintenanceRequest);
    if (!body.ok) return body.response;
    if (body.data.action === 'revoke_other_sessions') return respond('adminMaintenance', { action: body.data.action, removed: { sessions: 2 } });
    return respond('adminMaintenance', { action: body.data.action, removed: { sessions: 4, rateLimitWindows: 17, healthChecks: 0, portalLinks: 2 } });
  }),
);

export const adminMaintenanceHandlers = {
  success,
  ...failureVariants('adminMaintenance'),
  unauthorized: unauthorizedVariant('adminMaintenance'),
};
