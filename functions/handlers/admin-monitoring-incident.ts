import { adminMonitoringIncidentRequest } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { addIncidentNote } from '../monitoring/detail';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/** The owner adds an update (or the post-mortem note) to an incident's timeline; an `admin.action`. */
export function createAdminMonitoringIncidentHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-monitoring-incident', async (request, context) => {
    const at = now();
    const admin = await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminMonitoringIncidentRequest, undefined, { fieldErrors: true });
    const incident = await addIncidentNote(deps.db, { ...body, adminId: admin.id }, at);
    if (!incident) throw new HttpError(404, `No incident has the id ${body.incidentId}.`);
    await audit({
      type: 'admin.action',
      adminId: admin.id,
      client: clientKeyOf(deps, request, context),
      call: 'adminMonitoringIncident',
      requestId: context?.requestId,
      detail: { action: body.postmortem ? 'monitoring_incident_postmortem' : 'monitoring_incident_update', incidentId: body.incidentId },
    });
    return json({ incident });
  });
}
