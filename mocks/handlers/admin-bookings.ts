import { adminBookingsRequest, type AdminBookingsResponse, type BookedCall } from '../../domain/api';
import { sampleCalls } from '../../domain/samples/admin';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

const answerWith = (initial: BookedCall[]) => {
  let calls = initial;
  let blocked: AdminBookingsResponse['blockedDays'] = [];
  return mockCall(
    'adminBookings',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminBookingsRequest);
      if (!body.ok) return body.response;
      const action = body.data;
      let cancelled: string | undefined;
      if (action.action === 'cancel') {
        if (!calls.some((c) => c.reference === action.reference && c.status === 'booked')) {
          return errorJson(409, `No booked call has the reference ${action.reference}: it may have been cancelled already.`);
        }
        calls = calls.map((c) => (c.reference === action.reference ? { ...c, status: 'cancelled', cancelledAt: new Date().toISOString() } : c));
        cancelled = action.reference;
      } else if (action.action === 'block') {
        blocked = [...blocked.filter((b) => b.date !== action.date), { date: action.date, note: action.note ?? null }].sort((a, b) => a.date.localeCompare(b.date));
      } else if (action.action === 'unblock') {
        if (!blocked.some((b) => b.date === action.date)) return errorJson(409, `${action.date} is not blocked.`);
        blocked = blocked.filter((b) => b.date !== action.date);
      }
      const includeCancelled = action.action === 'list' && action.includeCancelled;
      const answer: AdminBookingsResponse = {
        calls: calls.filter((c) => includeCancelled || c.status === 'booked'),
        blockedDays: blocked,
        ...(cancelled ? { cancelled } : {}),
      };
      return respond('adminBookings', answer);
    }),
  );
};

export const adminBookingsHandlers = {
  success: answerWith(sampleCalls),
  ...failureVariants('adminBookings'),
  unauthorized: unauthorizedVariant('adminBookings'),
  empty: answerWith([]),
};
