import { adminSecurityEventsRequest, type AdminSecurityEventsResponse, type SecurityEventRow } from '../../domain/api';
import { sampleNow } from '../../domain/sample-data';
import { securityEventTypes } from '../../domain/security-events';
import { adminOnly, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

const at = (minutesAgo: number) => new Date(sampleNow - minutesAgo * 60_000).toISOString();

/** An afternoon: the owner signed in; someone guessed from one client until it was refused; a script hit checkout. */
export const sampleSecurityEvents: SecurityEventRow[] = [
  { id: 9, at: at(2), type: 'admin.action', client: '5c1e09aa', account: null, admin: 'owner@lonestarweb.studio', call: 'hostingAutomationMonitor', detail: { action: 'toggle_automation', ruleId: 'rule-2', enabled: false } },
  { id: 8, at: at(3), type: 'sign_in.succeeded', client: '5c1e09aa', account: '0b7f31d2', admin: 'owner@lonestarweb.studio', call: 'adminLogin', detail: {} },
  { id: 7, at: at(20), type: 'rate_limited', client: 'e41a7730', account: null, admin: null, call: 'createPayment', detail: { status: 429 } },
  { id: 6, at: at(41), type: 'sign_in.throttled', client: '9d02c6f4', account: '0b7f31d2', admin: null, call: 'adminLogin', detail: { limit: 'account and client' } },
  { id: 5, at: at(42), type: 'sign_in.failed', client: '9d02c6f4', account: '0b7f31d2', admin: null, call: 'adminLogin', detail: { accountFailuresLastHour: 5 } },
  { id: 4, at: at(43), type: 'sign_in.failed', client: '9d02c6f4', account: '0b7f31d2', admin: null, call: 'adminLogin', detail: { accountFailuresLastHour: 4 } },
  { id: 3, at: at(44), type: 'admin.unauthorized', client: '9d02c6f4', account: null, admin: null, call: 'adminSubmissions', detail: { status: 401 } },
];

const answerWith = (events: SecurityEventRow[]) =>
  mockCall(
    'adminSecurityEvents',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminSecurityEventsRequest);
      if (!body.ok) return body.response;
      const { type, before, limit } = body.data;
      const shown = events.filter((e) => (!type || e.type === type) && (before === undefined || e.id < before)).slice(0, limit);
      const answer: AdminSecurityEventsResponse = {
        events: shown,
        lastDay: Object.fromEntries(securityEventTypes.map((t) => [t, events.filter((e) => e.type === t).length])),
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
