import { bookingSchedule, bookingSlotsRequest, zonedNow, type BookingSlotsResponse } from '../../domain';
import { freeDays } from '../bookings';
import { clientIp, json, readJson, withErrorHandling, type Handler } from '../http';
import { hashIp, hit, rateLimits } from '../rate-limit';
import { clockOf, type HandlerDeps } from './deps';

/** The free call slots the booking page offers: open days less blocked days and booked slots. */
export function createBookingSlotsHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('booking-slots', async (request, context) => {
    const body = await readJson(request, bookingSlotsRequest);
    const at = now();
    await hit(deps.db, `booking-slots:ip:${hashIp(clientIp(request, context), deps.env.IP_HASH_SALT)}`, rateLimits.reads, at);
    const answer: BookingSlotsResponse = {
      timeZone: bookingSchedule.timeZone,
      days: await freeDays(deps.db, body.from ?? zonedNow(at).date, body.days, at),
    };
    return json(answer);
  });
}
