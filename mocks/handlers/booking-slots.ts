import { bookingSlotsRequest, type BookingSlotsResponse } from '../../domain/api';
import { addDays, availableSlots, isOpenDay, zonedNow } from '../../domain/booking';
import { bookingSchedule } from '../../domain/constants';
import { failureVariants, mockCall, readBody, respond } from '../shared';

/** Slots the mock booking call refused as taken (`slotTaken`): gone from every answer after. */
export const takenSlots = new Set<string>();

/** The free slots at the real time, as the function computes them, less the times in `taken` of each day. */
const answerWith = (taken: (date: string, index: number) => readonly string[]) =>
  mockCall('bookingSlots', async ({ request }) => {
    const body = await readBody(request, bookingSlotsRequest);
    if (!body.ok) return body.response;
    const now = new Date();
    const today = zonedNow(now).date;
    const start = body.data.from && body.data.from > today ? body.data.from : today;
    const days: BookingSlotsResponse['days'] = [];
    for (let i = 0; i < body.data.days; i++) {
      const date = addDays(start, i);
      if (!isOpenDay(date)) continue;
      const gone = taken(date, days.length);
      days.push({ date, slots: availableSlots(date, now).filter((time) => !gone.includes(time) && !takenSlots.has(`${date} ${time}`)) });
    }
    return respond('bookingSlots', { timeZone: bookingSchedule.timeZone, days });
  });

export const bookingSlotsHandlers = {
  /** every slot free */
  success: answerWith(() => []),
  ...failureVariants('bookingSlots'),
  /** a busy week: 10:00 and 2:00 pm taken every day, and the second open day fully booked */
  someTaken: answerWith((date, index) => (index === 1 ? availableSlots(date, new Date()) : ['10:00', '14:00'])),
};
