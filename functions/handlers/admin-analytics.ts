import { adminAnalyticsRequest } from '../../domain';
import { hostingCustomers } from '../admin/subscription-figures';
import { requireAdmin } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

const timeframeMs = { '30d': 30 * 86_400_000 } as const;

/** `get_hosting_customers`: the customer rows and how many are active (spec section 7.6). */
export function createAdminAnalyticsHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-analytics', async (request) => {
    const at = now();
    await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminAnalyticsRequest);
    return json(await hostingCustomers(deps.db, new Date(at.getTime() - timeframeMs[body.timeframe])));
  });
}
