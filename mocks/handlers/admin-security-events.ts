import { adminSecurityEventsRequest, type AdminSecurityEventsResponse, type SecurityEventRow } from '../../domain/api';
import { sampleSecurityEvents } from '../../domain/samples/admin';
import { securityEventTypes } from '../../domain/security-events';
import { adminOnly, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

const answerWith = (events: SecurityEventRow[]) =>
  mockCall(
    'adminSecurityEvents',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminSecurityEventsRequest);
      if (!body.ok) return body.response;
      const { type, client, before, limit } = body.data;
      const shown = events.filter((e) => (!type || e.type === type) && (!client || e.client?.startsWith(client)) && (before === undefined || e.id < before)).slice(0, limit);
      const answer: AdminSecurityEventsResponse = {
        events: shown,
        lastDay: Object.fromEntries(securityEventTypes.map((t) => [t, events.filter((e) => e.type === t).reduce((n, e) => n + (e.count ?? 1), 0)])),
      };
      return respond('adminSecurityEvents', answer);
    }),
  );

const success = answerWith(sampleSecurityEvents);

export const adminSecurityEventsHandlers = {
  success,
  ...failureVariants('adminSecurityEvents'),
  unauthorized: unauthorizedVariant('adminSecurityEvents'),
  empty: answerWith([]),
};
