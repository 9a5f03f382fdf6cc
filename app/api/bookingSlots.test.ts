import { describe, expect, it, vi } from 'vitest';
import { bookingSchedule } from '../../domain/constants';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { readBookingSlots } from './bookingSlots';

const origin = 'http://localhost:3000';
const answer = { timeZone: bookingSchedule.timeZone, days: [{ date: '2026-11-30', slots: ['09:00', '09:30'] }] };

/** A fetch that answers `body` with `status` and keeps what it was asked. */
function recording(body: unknown, status = 200) {
  const asked: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new Request(input, init));
    return Response.json(body, { status });
  });
  return { asked, transport: { baseUrl: origin, fetch } };
}

async function sent(request: Request) {
  return { url: request.url, method: request.method, accept: request.headers.get('accept'), type: request.headers.get('content-type'), body: await request.text() };
}

describe('readBookingSlots, the free slots without the whole client', () => {
  it('sends what api.bookingSlots sends and reads the same answer', async () => {
    const alone = recording(answer);
    const whole = recording(answer);
    const body = { days: bookingSchedule.maxDaysAhead };
    expect(await readBookingSlots(body, {}, alone.transport)).toEqual(answer);
    expect(await createApiClient(whole.transport).bookingSlots(body)).toEqual(answer);
    const request = await sent(alone.asked[0]!);
    expect(request).toEqual(await sent(whole.asked[0]!));
    expect(request).toMatchObject({ url: `${origin}/functions/v1/booking-slots`, method: 'POST', body: JSON.stringify(body) });
  });

  it('still checks the answer, the request and the error body', async () => {
    const broken = recording({ timeZone: bookingSchedule.timeZone, days: [{ date: 'soon', slots: [] }] });
    await expect(readBookingSlots({ days: 3 }, {}, broken.transport)).rejects.toMatchObject({ kind: 'invalid-response', call: 'bookingSlots' });
    const unused = recording(answer);
    await expect(readBookingSlots({ days: 0 }, {}, unused.transport)).rejects.toBeInstanceOf(ApiError);
    expect(unused.asked).toHaveLength(0);
    const busy = recording({ error: 'Too many requests.' }, 429);
    await expect(readBookingSlots({ days: 3 }, {}, busy.transport)).rejects.toMatchObject({ kind: 'http', status: 429, message: 'Too many requests.' });
  });

  it('loads none of the rest of the contract (domain/api.ts builds every schema as it loads)', async () => {
    vi.resetModules();
    vi.doMock('../../domain/api', () => {
      throw new Error('domain/api.ts was loaded');
    });
    try {
      const fresh = await import('./bookingSlots');
      expect(fresh.readBookingSlots).toBeTypeOf('function');
    } finally {
      vi.doUnmock('../../domain/api');
    }
  });
});
