import { adminBookingsRequest, type AdminBookingsResponse, type BookedCall } from '../../domain/api';
import { addDays, zonedNow } from '../../domain/booking';
import { sampleNow } from '../../domain/sample-data';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

const today = zonedNow(new Date(sampleNow)).date;
const bookedAt = (daysAgo: number) => new Date(sampleNow - daysAgo * 86_400_000).toISOString();

/** Three calls in the coming days (sample data for stories and offline development). */
export const sampleCalls: BookedCall[] = [
  { reference: 'LS-9QF3H2JN', date: addDays(today, 1), time: '10:00', name: 'Ben Cole', email: 'ben@example.com', phone: '(512) 555-0188', service: 'AI web design', status: 'booked', bookedAt: bookedAt(1), cancelledAt: null },
  { reference: 'LS-4HX7M2PA', date: addDays(today, 1), time: '14:30', name: 'Maria Lopez', email: 'maria@example.com', phone: null, service: 'Hosting', status: 'booked', bookedAt: bookedAt(2), cancelledAt: null },
  { reference: 'LS-T8W3K6RD', date: addDays(today, 6), time: '09:00', name: 'Dale Whitaker', email: 'dale@example.com', phone: null, service: 'Website audit', status: 'booked', bookedAt: bookedAt(0), cancelledAt: null },
];

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
