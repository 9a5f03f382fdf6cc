import { adminHealthHistoryRequest } from '../../domain';
import { healthHistory } from '../admin/health-checks';
import { requireAdmin } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { createMetrics } from '../metrics';
import { clockOf, type HandlerDeps } from './deps';

/** The recorded health checks per day, the latest ones and the latest failures (/admin/stability). */
export function createAdminHealthHistoryHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-health-history', async (request) => {
    const at = now();
    await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminHealthHistoryRequest);
    const live = await (deps.metrics ?? createMetrics({ db: deps.db })).summary();
    return json({ live, ...(await healthHistory(deps.db, body.days, at)) });
  });
}
