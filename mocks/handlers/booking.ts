import { HttpResponse } from 'msw';
import { bookingRequest } from '../../domain/api';
import { slotTakenMessage } from '../../domain/form-fields';
import { mockCall, mockReference } from '../shared';
import { takenSlots } from './booking-slots';
import { formSubmissionHandlers } from './form-submission';

export const bookingHandlers = {
  ...formSubmissionHandlers('booking', bookingRequest, () => ({
    reference: mockReference('BK'),
  })),
  /** Someone else booked the slot a moment before: 409 naming it, and it is gone from the free slots after. */
  slotTaken: mockCall('booking', async ({ request }) => {
    const body = bookingRequest.safeParse(await request.json());
    if (!body.success) return HttpResponse.json({ error: 'The request is not valid.' }, { status: 400 });
    takenSlots.add(`${body.data.date} ${body.data.time}`);
    const message = slotTakenMessage(body.data.date, body.data.time);
    return HttpResponse.json({ error: message, fields: { time: message } }, { status: 409 });
  }),
};
