/**
 * The free slots' call on its own (/booking reads them as soon as it has hydrated): the same
 * round trip and checks as `api.bookingSlots` in `./client.ts`, with only this call's schemas
 * (`domain/api-calls.ts`), not the whole contract's, to build first.
 */
import type { z } from 'zod';
import { apiPaths, bookingSlotsRequest, bookingSlotsResponse, callMethod, type BookingSlotsResponse } from '../../domain/api-calls';
import { readAnswer, send, type CallOptions, type Transport } from './request';

const endpoint = { call: 'bookingSlots', path: apiPaths.bookingSlots, method: callMethod('bookingSlots'), request: bookingSlotsRequest, admin: false } as const;

const sameOrigin: Transport = { baseUrl: '', fetch: undefined };

export async function readBookingSlots(
  body: z.input<typeof bookingSlotsRequest>,
  options: CallOptions = {},
  transport: Transport = sameOrigin,
): Promise<BookingSlotsResponse> {
  const { response } = await send(endpoint, body, options, transport);
  return readAnswer('bookingSlots', response, bookingSlotsResponse);
}
