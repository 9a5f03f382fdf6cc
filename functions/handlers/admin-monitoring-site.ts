import { adminMonitoringSiteRequest } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { siteDetail } from '../monitoring/detail';
import { clockOf, type HandlerDeps } from './deps';

/** One monitored site: status, uptime, response series, recent checks, certificate, incidents. */
export function createAdminMonitoringSiteHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-monitoring-site', async (request) => {
    const at = now();
    await requireAdmin(deps.db, request, at);
    const { id } = await readJson(request, adminMonitoringSiteRequest);
    const detail = await siteDetail(deps.db, id, at);
    if (!detail) throw new HttpError(404, `No monitored site has the id ${id}.`);
    return json(detail);
  });
}
