import { adminLeadStatusRequest, type LeadState, type LeadStatusConflict } from '../../domain/api';
import { demoAdmin } from '../demo-admin';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';
import { leadStore } from './admin-submissions';

/** The function's rule: a change applies to the version the admin saw, else 409 with the lead as it stands. */
const answer = (otherAdminFirst: boolean) =>
  mockCall(
    'adminLeadStatus',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminLeadStatusRequest);
      if (!body.ok) return body.response;
      const change = body.data;
      let lead = leadStore.leads.get(change.reference);
      if (!lead) return errorJson(404, `No submission has the reference ${change.reference}.`);
      if (otherAdminFirst) {
        // Someone else got there a moment before: their change is the current state.
        lead = {
          status: 'won',
          version: lead.version + 1,
          history: [{ status: 'won', note: 'Signed on the phone just now.', changedBy: 'ana@lonestarwebstudio.com', changedAt: new Date().toISOString() }, ...lead.history],
        };
        leadStore.leads.set(change.reference, lead);
      }
      if (lead.version !== change.version) {
        const current: LeadState = { reference: change.reference, ...lead };
        const conflict: LeadStatusConflict = {
          error: `Someone else changed ${change.reference} since you opened it: it is now ${lead.status}. Nothing was changed; look at its status and try again if you still want to.`,
          current,
        };
        return Response.json(conflict, { status: 409 });
      }
      const next = {
        status: change.status,
        version: lead.version + 1,
        history: [{ status: change.status, note: change.note || null, changedBy: demoAdmin.email, changedAt: new Date().toISOString() }, ...lead.history],
      };
      leadStore.leads.set(change.reference, next);
      return respond('adminLeadStatus', { lead: { reference: change.reference, ...next } });
    }),
  );

export const adminLeadStatusHandlers = {
  success: answer(false),
  ...failureVariants('adminLeadStatus'),
  unauthorized: unauthorizedVariant('adminLeadStatus'),
  /** Another admin changes the lead just before this one: every change is a 409 with their status. */
  conflict: answer(true),
};
