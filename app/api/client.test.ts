import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../domain/api';
import { needsSecondFactor } from '../../domain/admin-sign-in';
import { customersTimeframe } from '../../domain/constants';
import { messages } from '../../domain/messages';
import { sampleCustomers, sampleDashboardRules, sampleServers } from '../../domain/samples';
import { demoAdmin } from '../../mocks/demo-admin';
import {
  advancedAiAssistantHandlers,
  createPaymentHandlers,
  openaiAssistantHandlers,
  resetMockState,
  systemHealthCheckHandlers,
} from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { mockRetryAfterSeconds } from '../../mocks/shared';
import { ApiError, createApiClient, parseRetryAfter } from './client';

// Node's fetch needs absolute URLs; in the browser the client uses the same origin ('').
const origin = 'http://localhost:3000';
const api = createApiClient({ baseUrl: origin });
const token = demoAdmin.sessionToken;

const checkout = {
  priceId: 'price_heatmap_pro',
  mode: 'subscription',
  successUrl: '/heat-map?success=true',
  cancelUrl: '/heat-map?canceled=true',
} as const;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('success', () => {
  it('parses a checkout URL on the same origin', async () => {
    const { url } = await api.createPayment(checkout);
    expect(new URL(url).origin).toBe(origin);
  });

  it('reads the dashboard figures with the admin token', async () => {
    const metrics = await api.getHostingMetrics({ token });
    expect(metrics.totalServers).toBe(sampleServers.length);
    expect(metrics.rules).toHaveLength(sampleDashboardRules.length);

    const customers = await api.adminAnalytics({ action: 'get_hosting_customers', timeframe: customersTimeframe }, { token });
    expect(customers.customers).toHaveLength(sampleCustomers.length);

    const health = await api.systemHealthCheck({ token });
    expect(health.uptime).toMatch(/%$/);
  });

  it('toggles a rule and answers the stored rule', async () => {
    const { rule } = await api.toggleAutomation({ ruleId: 'rule-1', enabled: false }, { token });
    expect(rule).toMatchObject({ id: 'rule-1', enabled: false });
    const metrics = await api.getHostingMetrics({ token });
    expect(metrics.rules.find((r) => r.id === 'rule-1')?.enabled).toBe(false);
  });

  it('logs in with the demo credential and verifies the session', async () => {
    const login = await api.adminLogin({ email: demoAdmin.email, password: demoAdmin.password });
    if (needsSecondFactor(login)) throw new Error('the demo admin has no second factor');
    expect(login.user.email).toBe(demoAdmin.email);
    const verify = await api.adminVerify({ token: login.token, location: '/hosting-management', timestamp: new Date().toISOString() });
    expect(verify.valid).toBe(true);
    await expect(api.adminLogout({ token: login.token })).resolves.toEqual({ ok: true });
  });

  it('gets an assistant reply and the health status (GET)', async () => {
    const reply = await api.advancedAiAssistant({
      message: 'What does hosting cost?',
      context: 'general',
      conversation_history: [],
      user_data: { website_url: origin, business_type: 'digital_marketing' },
    });
    expect(reply.response).toMatch(/\$\d+/);
    await expect(api.health()).resolves.toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers the advanced assistant error field as data, not as a failure', async () => {
    server.use(advancedAiAssistantHandlers.errorField);
    const reply = await api.advancedAiAssistant({
      message: 'Hi',
      context: 'general',
      conversation_history: [],
      user_data: { website_url: origin, business_type: 'digital_marketing' },
    });
    expect(reply).toEqual({ error: messages.assistantModelUnavailable });
  });
});

describe('ApiError', () => {
  it('400: status and the server message', async () => {
    // The client's schema allows any return URL; only the server knows its own origin.
    const error = await apiError(api.createPayment({ ...checkout, successUrl: 'https://elsewhere.example/' }));
    expect(error).toMatchObject({ call: 'createPayment', kind: 'http', status: 400 });
    expect(error.message).toMatch(/on this site/);
  });

  it('401: a wrong admin token', async () => {
    const error = await apiError(api.systemHealthCheck({ token: 'stale-token' }));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: messages.unauthorized });
    expect(error.isUnauthorized).toBe(true);
  });

  it('401: wrong login credentials', async () => {
    const error = await apiError(api.adminLogin({ email: demoAdmin.email, password: 'wrong' }));
    expect(error.status).toBe(401);
  });

  it('429: reads Retry-After in seconds', async () => {
    server.use(openaiAssistantHandlers.rateLimited);
    const error = await apiError(api.openaiAssistant({ message: 'Hi', context: 'connection_test' }));
    expect(error).toMatchObject({ kind: 'http', status: 429, message: messages.rateLimited, retryAfter: mockRetryAfterSeconds });
    expect(error.isRateLimited).toBe(true);
  });

  it('503: the dependency is not configured', async () => {
    server.use(createPaymentHandlers.notConfigured);
    const error = await apiError(api.createPayment(checkout));
    expect(error).toMatchObject({ status: 503, message: messages.paymentsNotConfigured, retryAfter: undefined });
  });

  it('a non-JSON error body still gives a message', async () => {
    server.use(http.post(`*${apiPaths.contact}`, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await apiError(api.contact({ name: 'Ann', email: 'ann@example.com', interest: 'Hosting', message: 'Hi' }));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(error.message).toMatch(/502/);
  });

  it('network: no answer at all', async () => {
    server.use(openaiAssistantHandlers.offline);
    const error = await apiError(api.openaiAssistant({ message: 'Hi', context: 'connection_test' }));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it('invalid-response: an OK answer that breaks the contract', async () => {
    server.use(createPaymentHandlers.noUrl);
    const error = await apiError(api.createPayment(checkout));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('a cancelled request rejects with the abort, not an ApiError', async () => {
    server.use(systemHealthCheckHandlers.slow);
    const controller = new AbortController();
    const pending = api.systemHealthCheck({ token, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('request validation', () => {
  it('throws before fetch when the body breaks the contract', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const strict = createApiClient({ baseUrl: origin, fetch: fetchSpy });
    const error = await apiError(
      // @ts-expect-error: 'price_free' is not a catalogue price id; the runtime check catches it too
      strict.createPayment({ ...checkout, priceId: 'price_free' }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', status: 0 });
    expect(error.message).toMatch(/priceId/);
    await apiError(strict.openaiAssistant({ message: '   ', context: 'general' }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an admin call without a token before fetch', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const strict = createApiClient({ baseUrl: origin, fetch: fetchSpy });
    const error = await apiError(strict.systemHealthCheck({ token: '' }));
    expect(error.kind).toBe('invalid-request');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the trimmed, parsed body as JSON', async () => {
    const seen: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') seen.push(await request.clone().json());
    });
    await api.leadMagnet({ email: '  lena@example.com ' });
    server.events.removeAllListeners();
    expect(seen).toEqual([{ email: 'lena@example.com' }]);
  });
});

describe('headers', () => {
  it('sends Authorization: Bearer <token> for admin calls only', async () => {
    const authorization: Record<string, string | null> = {};
    server.events.on('request:start', ({ request }) => {
      authorization[new URL(request.url).pathname] = request.headers.get('authorization');
    });
    await api.getHostingMetrics({ token });
    await api.adminAnalytics({ action: 'get_hosting_customers', timeframe: customersTimeframe }, { token });
    await api.contact({ name: 'Ann', email: 'ann@example.com', interest: 'Hosting', message: 'Hi' });
    server.events.removeAllListeners();

    expect(authorization[apiPaths.hostingAutomationMonitor]).toBe(`Bearer ${token}`);
    expect(authorization[apiPaths.adminAnalytics]).toBe(`Bearer ${token}`);
    expect(authorization[apiPaths.contact]).toBeNull();
  });

  it('passes extra headers, e.g. x-client-ip for admin-verify', async () => {
    let clientIp: string | null = null;
    server.events.on('request:start', ({ request }) => {
      clientIp = request.headers.get('x-client-ip');
    });
    await api.adminVerify(
      { token, location: '/hosting-management', timestamp: new Date().toISOString() },
      { headers: { 'x-client-ip': '203.0.113.7' } },
    );
    server.events.removeAllListeners();
    expect(clientIp).toBe('203.0.113.7');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, ignores nonsense', () => {
    const now = Date.parse('2026-11-20T15:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Fri, 20 Nov 2026 15:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Fri, 20 Nov 2026 14:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('streamed assistant answers (onDelta)', () => {
  const question = { message: 'How much is the Pro A/B testing plan?', context: 'general' } as const;
  const sse = (...events: Array<[string, unknown]>) =>
    new Response(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    });

  it('asks for an event stream, hands each piece over as it comes, and resolves with the final answer', async () => {
    let accept: string | null = null;
    server.use(
      http.post(`*${apiPaths.openaiAssistant}`, ({ request }) => {
        accept = request.headers.get('accept');
        return sse(['delta', { text: 'Pro is' }], ['delta', { text: ' $29/month.' }], ['answer', { response: 'Pro is $29/month. More on /ab-testing.', signature: 's' }]);
      }),
    );
    const pieces: string[] = [];
    const reply = await api.openaiAssistant(question, { onDelta: (text) => pieces.push(text) });
    expect(accept).toBe('text/event-stream, application/json');
    expect(pieces).toEqual(['Pro is', ' $29/month.']);
    expect(reply).toEqual({ response: 'Pro is $29/month. More on /ab-testing.', signature: 's' });
  });

  it('streams from the mock too, piece by piece, ending in its JSON answer', async () => {
    const pieces: string[] = [];
    const reply = await api.openaiAssistant(question, { onDelta: (text) => pieces.push(text) });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(reply.response);
  });

  it('an error event is the error the JSON answer would have been', async () => {
    server.use(http.post(`*${apiPaths.openaiAssistant}`, () => sse(['delta', { text: 'Half' }], ['error', { status: 503, error: messages.assistantModelUnavailable, retryAfter: 30 }])));
    const error = await apiError(api.openaiAssistant(question, { onDelta: () => {} }));
    expect(error).toMatchObject({ kind: 'http', status: 503, retryAfter: 30, message: messages.assistantModelUnavailable });

    server.use(http.post(`*${apiPaths.advancedAiAssistant}`, () => sse(['error', { status: 200, error: messages.assistantModelUnavailable }])));
    const advanced = await api.advancedAiAssistant(
      { ...question, conversation_history: [], user_data: { website_url: origin, business_type: 'digital_marketing' } },
      { onDelta: () => {} },
    );
    expect(advanced).toEqual({ error: messages.assistantModelUnavailable });
  });

  it('a stream that ends without an answer is an invalid response; a JSON answer is read as JSON', async () => {
    server.use(http.post(`*${apiPaths.openaiAssistant}`, () => sse(['delta', { text: 'Half' }])));
    expect(await apiError(api.openaiAssistant(question, { onDelta: () => {} }))).toMatchObject({ kind: 'invalid-response' });

    server.use(openaiAssistantHandlers.rateLimited);
    expect(await apiError(api.openaiAssistant(question, { onDelta: () => {} }))).toMatchObject({ kind: 'http', status: 429, retryAfter: mockRetryAfterSeconds });
    server.use(http.post(`*${apiPaths.openaiAssistant}`, () => HttpResponse.json({ response: 'As JSON.' })));
    await expect(api.openaiAssistant(question, { onDelta: () => {} })).resolves.toEqual({ response: 'As JSON.' });
  });
});
