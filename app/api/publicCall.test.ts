/**
 * The calls a page makes on their own, before it needs the rest of the contract (`publicCall` in
 * ./request.ts): each sends what the whole client's method sends, still checks the request, the
 * answer and the error body, and loads none of `domain/api.ts`.
 */
import { describe, expect, it, vi } from 'vitest';
import { bookingSchedule } from '../../domain/constants';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { readBookingSlots } from './bookingSlots';
import { callAdminInvitation } from './adminInvitation';

const origin = 'http://localhost:3000';

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
  return { url: request.url, method: request.method, accept: request.headers.get('accept'), type: request.headers.get('content-type'), auth: request.headers.get('authorization'), body: await request.text() };
}

/** The module loads without domain/api.ts, which builds every schema as it loads. */
async function loadsAlone(module: () => Promise<Record<string, unknown>>, name: string) {
  vi.resetModules();
  vi.doMock('../../domain/api', () => {
    throw new Error('domain/api.ts was loaded');
  });
  try {
    expect((await module())[name]).toBeTypeOf('function');
  } finally {
    vi.doUnmock('../../domain/api');
  }
}

const answer = { timeZone: bookingSchedule.timeZone, days: [{ date: '2026-11-30', slots: ['09:00', '09:30'] }] };
const token = 'A'.repeat(43);
const checked = { email: 'dale@example.com', name: 'Dale Whitaker', expiresAt: '2026-11-30T12:00:00.000Z' };
const accepted = { ...checked, session: { token: 'B'.repeat(43), user: { email: checked.email, name: checked.name }, expiresAt: '2026-11-28T00:00:00.000Z' } };

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

  it('loads none of the rest of the contract', async () => {
    await loadsAlone(() => import('./bookingSlots'), 'readBookingSlots');
  });
});


describe('callAdminInvitation, the invitation without the whole client', () => {
  it('sends what api.adminInvitation sends and reads the same answer, for check and accept', async () => {
    for (const [body, answer] of [
      [{ action: 'check', token }, checked],
      [{ action: 'accept', token, name: 'Dale Whitaker', password: 'a long enough password' }, accepted],
    ] as const) {
      const alone = recording(answer);
      const whole = recording(answer);
      expect(await callAdminInvitation(body, {}, alone.transport)).toEqual(answer);
      expect(await createApiClient(whole.transport).adminInvitation(body)).toEqual(answer);
      const request = await sent(alone.asked[0]!);
      expect(request).toEqual(await sent(whole.asked[0]!));
      expect(request).toMatchObject({ url: `${origin}/functions/v1/admin-invitation`, method: 'POST', auth: null, body: JSON.stringify(body) });
    }
  });

  it('still checks the answer, the request and the error body', async () => {
    const broken = recording({ ...checked, expiresAt: 'soon' });
    await expect(callAdminInvitation({ action: 'check', token }, {}, broken.transport)).rejects.toMatchObject({ kind: 'invalid-response', call: 'adminInvitation' });
    const unused = recording(checked);
    await expect(callAdminInvitation({ action: 'check', token: 'short' }, {}, unused.transport)).rejects.toBeInstanceOf(ApiError);
    await expect(callAdminInvitation({ action: 'accept', token, name: 'Dale', password: 'short' }, {}, unused.transport)).rejects.toBeInstanceOf(ApiError);
    expect(unused.asked).toHaveLength(0);
    const gone = recording({ error: 'This invitation was already used.' }, 410);
    await expect(callAdminInvitation({ action: 'check', token }, {}, gone.transport)).rejects.toMatchObject({ kind: 'http', status: 410, message: 'This invitation was already used.' });
  });

  it('loads none of the rest of the contract', async () => {
    await loadsAlone(() => import('./adminInvitation'), 'callAdminInvitation');
  });
});
