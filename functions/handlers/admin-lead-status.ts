import { adminLeadStatusRequest, type AdminLeadStatusResponse, type LeadStatusConflict } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { changeLeadStatus } from '../leads';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * Moves a lead to a status, with a note, if it is still at the version the admin saw; a stale
 * version is a 409 carrying the lead as it now stands. Every change is an `admin.action`.
 */
export function createAdminLeadStatusHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-lead-status', async (request, context) => {
    const at = now();
    const admin = await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminLeadStatusRequest);
    const result = await changeLeadStatus(deps.db, { ...body, admin, at });
    if (result.outcome === 'missing') throw new HttpError(404, `No submission has the reference ${body.reference}.`);
    if (result.outcome === 'stale') {
      const conflict: LeadStatusConflict = {
        error: `Someone else changed ${body.reference} since you opened it: it is now ${result.lead.status}. Nothing was changed; look at its status and try again if you still want to.`,
        current: result.lead,
      };
      return json(conflict, { status: 409 });
    }
    await audit({
      type: 'admin.action',
      adminId: admin.id,
      client: clientKeyOf(deps, request, context),
      call: 'adminLeadStatus',
      requestId: context?.requestId,
      detail: { action: 'lead_status', reference: body.reference, status: body.status, version: result.lead.version },
    });
    const answer: AdminLeadStatusResponse = { lead: result.lead };
    return json(answer);
  });
}
