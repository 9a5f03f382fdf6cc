import { adminMonitoringIncidentRequest } from '../../domain/monitoring';
import { sampleMonitoringIncident } from '../../domain/samples';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

export const adminMonitoringIncidentHandlers = {
  success: mockCall(
    'adminMonitoringIncident',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminMonitoringIncidentRequest);
      if (!body.ok) return body.response;
      const { incidentId, message, postmortem } = body.data;
      if (incidentId !== sampleMonitoringIncident.id) return errorJson(404, `No incident has the id ${incidentId}.`);
      const incident = postmortem
        ? { ...sampleMonitoringIncident, postmortem: message }
        : { ...sampleMonitoringIncident, updates: [...sampleMonitoringIncident.updates, { at: new Date().toISOString(), kind: 'note' as const, message }] };
      return respond('adminMonitoringIncident', { incident });
    }),
  ),
  ...failureVariants('adminMonitoringIncident'),
  unauthorized: unauthorizedVariant('adminMonitoringIncident'),
};
