/**
 * The free slots' call on its own (/booking reads them as soon as it has hydrated): the same
 * round trip and checks as `api.bookingSlots` in `./client.ts`, with only this call's schemas
 * (`domain/api-calls.ts`), not the whole contract's, to build first.
 */
import { bookingSlotsRequest, bookingSlotsResponse } from '../../domain/api-calls';
import { publicCall } from './request';

export const readBookingSlots = publicCall('bookingSlots', bookingSlotsRequest, bookingSlotsResponse);
