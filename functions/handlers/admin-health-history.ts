import { adminHealthHistoryRequest } from '../../domain';
import { healthHistory } from '../admin/health-checks';
import { requireAdmin } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

/** The recorded health checks per day, the latest ones and the latest failures (/admin/stability). */
export function createAdminHealthHistoryHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-health-history', async (request) => {
    const at = now();
    await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminHealthHistoryRequest);
    return json(await healthHistory(deps.db, body.days, at));
  });
}
