import { adminMonitoringSiteRequest } from '../../domain/monitoring';
import { sampleMonitoringSiteDetail } from '../../domain/samples';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

export const adminMonitoringSiteHandlers = {
  success: mockCall(
    'adminMonitoringSite',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminMonitoringSiteRequest);
      if (!body.ok) return body.response;
      const detail = sampleMonitoringSiteDetail(body.data.id);
      return detail ? respond('adminMonitoringSite', detail) : errorJson(404, `No monitored site has the id ${body.data.id}.`);
    }),
  ),
  ...failureVariants('adminMonitoringSite'),
  unauthorized: unauthorizedVariant('adminMonitoringSite'),
};
