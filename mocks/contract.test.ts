/**
 * The mocks against the contract (domain/api.ts): every call has a mock, every mock answers a
 * valid request with a body its response schema accepts, and rejects a bad one the way the
 * functions do. A call added to `apiPaths` without a mock and a case here fails to compile.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, serviceTopics, contract, errorResponse, healthResponse, leadStatusConflict, type ApiCall } from '../domain/api';
import { availableSlots, bookableDays } from '../domain/booking';
import { chatHistoryLimit, customersTimeframe, maxRequestBodyBytes } from '../domain/constants';
import { messages } from '../domain/messages';
import { subscriptionPriceIds } from '../domain/plans';
import { sampleCustomers, sampleDashboardRules, sampleServers } from '../domain/samples';
import { demoAdmin } from './demo-admin';
import { demoInvitationToken, handlers, handlerSets, resetMockState } from './handlers';
import { server } from './node';
import { mockRetryAfterSeconds } from './shared';
import { callMethod } from '../domain/api';

const origin = 'http://localhost:3000';

interface Sent {
  body?: unknown;
  /** sent as is, not as JSON */
  rawBody?: string;
  headers?: Record<string, string>;
  token?: string;
}

interface Case {
  valid: readonly Sent[];
  /** A request the function refuses, and with which status; null if there is nothing to refuse. */
  invalid: (Sent & { status: 400 | 401 }) | null;
}

const token = demoAdmin.sessionToken;
const nextDay = bookableDays(new Date(), 2)[1]!;

const cases: Record<ApiCall, Case> = {
  createPayment: {
    valid: [
      {
        body: {
          priceId: subscriptionPriceIds[0],
          mode: 'subscription',
          successUrl: '/ab-testing?success=true',
          cancelUrl: '/ab-testing?canceled=true',
        },
      },
    ],
    invalid: {
      status: 400,
      body: { priceId: 'price_free', mode: 'subscription', successUrl: '/ab-testing', cancelUrl: '/ab-testing' },
    },
  },
  createWorkflowSubscription: {
    valid: [{ body: { planType: 'professional', returnUrl: '/customer-workflows?success=true' } }],
    invalid: { status: 400, body: { planType: 'Professional', returnUrl: '/customer-workflows?success=true' } },
  },
  stripeWebhook: {
    valid: [{ rawBody: '{"id":"evt_test_1"}', headers: { 'Stripe-Signature': 't=1,v1=mock' } }],
    invalid: { status: 400, rawBody: '{"id":"evt_test_1"}' },
  },
  adminLogin: {
    valid: [{ body: { email: demoAdmin.email, password: demoAdmin.password } }],
    invalid: { status: 400, body: { email: 'not-an-email', password: demoAdmin.password } },
  },
  adminLogout: {
    valid: [{ token }],
    invalid: { status: 401 },
  },
  adminVerify: {
    valid: [{ body: { token, location: '/hosting-management', timestamp: new Date().toISOString() } }],
    invalid: { status: 400, body: { token, location: '/hosting-management' } },
  },
  hostingAutomationMonitor: {
    valid: [
      { token, body: { action: 'get_metrics' } },
      { token, body: { action: 'toggle_automation', ruleId: 'rule-4', enabled: true } },
    ],
    invalid: { status: 400, token, body: { action: 'delete_everything' } },
  },
  systemHealthCheck: {
    valid: [{ token }],
    invalid: { status: 401 },
  },
  adminAnalytics: {
    valid: [{ token, body: { action: 'get_hosting_customers', timeframe: customersTimeframe } }],
    invalid: { status: 400, token, body: { action: 'get_hosting_customers', timeframe: '7d' } },
  },
  openaiAssistant: {
    valid: [
      { body: { message: 'Hello', context: 'connection_test' } },
      {
        body: {
          message: 'How much is hosting?',
          context: 'general',
          conversation_history: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello! How can I help?' }],
        },
      },
    ],
    invalid: {
      status: 400,
      body: {
        message: 'Hi',
        context: 'general',
        conversation_history: Array.from({ length: chatHistoryLimit + 1 }, () => ({ role: 'user', content: 'again' })),
      },
    },
  },
  advancedAiAssistant: {
    valid: [
      {
        body: {
          message: 'Do you sell heat maps?',
          context: 'general',
          conversation_history: [],
          user_data: { website_url: origin, business_type: 'digital_marketing' },
        },
      },
    ],
    invalid: { status: 400, body: { message: 'Hi', context: 'general', conversation_history: [] } },
  },
  contact: {
    valid: [{ body: { name: 'Maria Gonzalez', email: 'maria@example.com', interest: serviceTopics[0], message: 'A new site, please.' } }],
    invalid: { status: 400, body: { name: 'Maria', email: 'maria@example.com', interest: 'Spam', message: 'Hi' } },
  },
  booking: {
    valid: [
      // The mock applies the slot rules at the real time, like the function: a slot that is still ahead.
      { body: { service: 'AI web design', date: nextDay, time: availableSlots(nextDay, new Date())[0], name: 'James Whitfield', email: 'james@example.com' } },
    ],
    invalid: {
      status: 400,
      body: { service: 'AI web design', date: nextDay, time: '25:00', name: 'James', email: 'james@example.com' },
    },
  },
  leadMagnet: {
    valid: [{ body: { email: 'lena@example.com', name: 'Lena' } }],
    invalid: { status: 400, body: { email: 'lena' } },
  },
  requestPortalLink: {
    valid: [{ body: { email: 'dana@example.com' } }],
    invalid: { status: 400, body: { email: 'dana@' } },
  },
  websiteAudit: {
    valid: [{ body: { url: 'https://example.com', email: 'travis@example.com' } }],
    invalid: { status: 400, body: { url: 'ftp://example.com', email: 'travis@example.com' } },
  },
  // GET, no body, no session: there is nothing a client can send wrong.
  health: { valid: [{}], invalid: null },
  checkoutSession: {
    valid: [{ body: { sessionId: 'cs_test_mock_price_heatmap_pro' } }],
    invalid: { status: 400, body: { sessionId: 'pi_not_a_checkout_session' } },
  },
  billingPortal: {
    valid: [{ body: { sessionId: 'cs_test_mock_price_heatmap_pro', returnUrl: '/payment-success?session_id=cs_test_mock_price_heatmap_pro' } }],
    invalid: { status: 400, body: { sessionId: 'cs_test_mock_price_heatmap_pro' } },
  },
  adminIntegrations: { valid: [{ token }], invalid: { status: 401 } },
  adminSubmissions: {
    valid: [{ token, body: {} }, { token, body: { kind: 'contact', query: 'maria', limit: 10 } }],
    invalid: { status: 400, token, body: { kind: 'spam' } },
  },
  adminHealthHistory: {
    valid: [{ token, body: { days: 30 } }],
    invalid: { status: 400, token, body: { days: 0 } },
  },
  adminMaintenance: {
    valid: [{ token, body: { action: 'purge_expired' } }, { token, body: { action: 'revoke_other_sessions' } }],
    invalid: { status: 400, token, body: { action: 'drop_database' } },
  },
  adminMailOutbox: {
    valid: [{ token, body: { action: 'list' } }, { token, body: { action: 'list', status: 'failed', limit: 10 } }, { token, body: { action: 'retry', id: 4 } }],
    invalid: { status: 400, token, body: { action: 'resend_all' } },
  },
  adminSecurityEvents: {
    valid: [{ token, body: {} }, { token, body: { type: 'sign_in.failed', limit: 10 } }, { token, body: { before: 5 } }],
    invalid: { status: 400, token, body: { type: 'everything' } },
  },
  bookingSlots: {
    valid: [{ body: {} }, { body: { from: '2026-12-01', days: 14 } }],
    invalid: { status: 400, body: { days: 400 } },
  },
  adminBookings: {
    valid: [{ token, body: { action: 'list' } }, { token, body: { action: 'block', date: '2026-12-24', note: 'Office party' } }],
    invalid: { status: 400, token, body: { action: 'reschedule' } },
  },
  adminLeadStatus: {
    valid: [{ token, body: { reference: 'LS-7K3M9QXA', status: 'contacted', note: 'Called back', version: 0 } }],
    invalid: { status: 400, token, body: { reference: 'LS-7K3M9QXA', status: 'maybe', version: 0 } },
  },
  adminSubscriptions: { valid: [{ token }], invalid: { status: 401 } },
  adminMonitoringSites: {
    valid: [
      { token, body: { action: 'list' } },
      { token, body: { action: 'add', site: { url: 'https://www.example.com/', clientName: 'Example Co', hostingPlanId: 'starter' } } },
      { token, body: { action: 'pause', id: 1, paused: true } },
      { token, body: { action: 'remove', id: 2 } },
    ],
    invalid: { status: 400, token, body: { action: 'add', site: { url: 'ftp://example.com', clientName: '', hostingPlanId: 'gold' } } },
  },
  adminMonitoringSite: { valid: [{ token, body: { id: 2 } }, { token, body: { id: 1 } }], invalid: { status: 400, token, body: { id: 'two' } } },
  adminMonitoringIncident: {
    valid: [{ token, body: { incidentId: 7, message: 'The host restarted the database.' } }],
    invalid: { status: 400, token, body: { incidentId: 7, message: '' } },
  },
  monitorTick: { valid: [{ token: 'a-cron-token-that-is-at-least-32-characters' }], invalid: { status: 401 } },
  adminAssistantQuestions: { valid: [{ token }], invalid: { status: 401 } },
  adminAccount: {
    valid: [
      { token, body: { action: 'overview' } },
      { token, body: { action: 'invite', email: 'new-admin@example.com', name: 'New Admin' } },
      { token, body: { action: 'change_password', currentPassword: demoAdmin.password, newPassword: 'a brand new long password' } },
      { token, body: { action: 'end_other_sessions' } },
    ],
    invalid: { status: 400, token, body: { action: 'change_password', currentPassword: demoAdmin.password, newPassword: 'short' } },
  },
  adminInvitation: {
    valid: [
      { body: { action: 'check', token: demoInvitationToken } },
      { body: { action: 'accept', token: demoInvitationToken, name: 'Dale', password: 'dale chose a long password' } },
    ],
    invalid: { status: 400, body: { action: 'accept', token: demoInvitationToken, name: 'Dale', password: 'short' } },
  },
  adminLoginSecondFactor: {
    valid: [
      { body: { pendingToken: demoAdmin.pendingToken, method: 'totp', code: demoAdmin.totpCode } },
      { body: { pendingToken: demoAdmin.pendingToken, method: 'recovery', code: demoAdmin.recoveryCode.toUpperCase() } },
    ],
    invalid: { status: 400, body: { pendingToken: demoAdmin.pendingToken, method: 'totp', code: '12345' } },
  },
  adminSecondFactor: {
    valid: [
      { token, body: { action: 'status' } },
      { token, body: { action: 'totp_begin' } },
      { token, body: { action: 'passkey_options' } },
    ],
    invalid: { status: 400, token, body: { action: 'totp_confirm', code: 'abcdef' } },
  },
  adminStepUp: {
    valid: [
      { token, body: { method: 'password', password: demoAdmin.password } },
      { token, body: { method: 'totp', code: demoAdmin.totpCode } },
    ],
    invalid: { status: 400, token, body: { method: 'totp', code: 'abcdef' } },
  },
};

const calls = Object.keys(apiPaths) as ApiCall[];

function send(call: ApiCall, { body, rawBody, headers = {}, token: bearer }: Sent, signal?: AbortSignal) {
  const method = callMethod(call);
  const sentBody = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  return fetch(`${origin}${apiPaths[call]}`, {
    method,
    headers: {
      ...(sentBody === undefined || rawBody !== undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body: method === 'GET' ? undefined : sentBody,
    signal,
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

describe('every call has a mock', () => {
  it('has one handler set and one success handler per call of apiPaths', () => {
    expect(Object.keys(handlerSets).sort()).toEqual([...calls].sort());
    expect(handlers).toHaveLength(calls.length);
  });
});

describe.each(calls)('%s', (call) => {
  const testCase = cases[call];

  it('answers a valid request with a body its response schema accepts', async () => {
    expect(testCase.valid.length).toBeGreaterThan(0);
    for (const sent of testCase.valid) {
      if (sent.body !== undefined) expect(contract[call].request?.safeParse(sent.body).success).toBe(true);
      const response = await send(call, sent);
      const json: unknown = await response.json();
      // a link request is taken in for later: 202
      expect(response.status, JSON.stringify(json)).toBe(call === 'requestPortalLink' ? 202 : 200);
      expect(contract[call].response.safeParse(json).error).toBeUndefined();
    }
  });

  const invalid = testCase.invalid;
  if (invalid) it(`rejects an invalid request with ${invalid.status} and an { error } body`, async () => {
    if (invalid.body !== undefined) expect(contract[call].request?.safeParse(invalid.body).success).toBe(false);
    const response = await send(call, invalid);
    expect(response.status).toBe(invalid.status);
    expect(errorResponse.safeParse(await response.json()).success).toBe(true);
  });

  if (contract[call].request) it('answers 400 to a body that is not JSON and 413 to one too large', async () => {
    const auth = testCase.valid[0]?.token;
    const notJson = await send(call, { rawBody: '{"oops"', token: auth, headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: messages.invalidJson });

    const tooLarge = await send(call, { rawBody: JSON.stringify({ padding: 'x'.repeat(maxRequestBodyBytes) }), token: auth });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: messages.bodyTooLarge });
  });

  it('has variants whose answers keep to the contract', async () => {
    const sent = testCase.valid[0]!;
    for (const [name, handler] of Object.entries(handlerSets[call])) {
      server.use(handler);
      if (name === 'offline') {
        await expect(send(call, sent)).rejects.toThrow();
      } else if (name === 'slow') {
        await expect(send(call, sent, AbortSignal.timeout(100))).rejects.toThrow();
      } else if (!(call === 'createPayment' && name === 'noUrl')) {
        const response = await send(call, sent);
        const json: unknown = await response.json();
        if (response.ok) {
          expect(contract[call].response.safeParse(json).success, `${name}: ${JSON.stringify(json)}`).toBe(true);
        } else if (call === 'health' && name === 'degraded') {
          // A health check answers 503 with its own body, for load balancers.
          expect(healthResponse.safeParse(json).success, name).toBe(true);
        } else {
          expect(errorResponse.safeParse(json).success, `${name}: ${JSON.stringify(json)}`).toBe(true);
        }
        if (name === 'unauthorized') expect(response.status).toBe(401);
        if (name === 'rateLimited') {
          expect(response.status).toBe(429);
          expect(response.headers.get('Retry-After')).toBe(String(mockRetryAfterSeconds));
        }
        if (name === 'notConfigured' || name === 'databaseUnavailable') expect(response.status).toBe(503);
      }
      server.resetHandlers();
    }
  });
});

describe('answers from the sample data', () => {
  it('get_metrics counts the sample servers and active revenue, with the sample rules', async () => {
    const response = await send('hostingAutomationMonitor', { token, body: { action: 'get_metrics' } });
    const metrics = await response.json();
    expect(metrics).toMatchObject({
      totalServers: sampleServers.length,
      runningServers: sampleServers.filter((s) => s.status === 'running').length,
      monthlyRevenue: sampleCustomers.filter((c) => c.status === 'active').reduce((sum, c) => sum + c.revenue, 0),
    });
    expect(metrics.rules).toEqual(sampleDashboardRules);
  });

  it('toggle_automation keeps the new state for the next get_metrics, until reset', async () => {
    const rule = sampleDashboardRules.find((r) => !r.enabled)!;
    const toggled = await send('hostingAutomationMonitor', {
      token,
      body: { action: 'toggle_automation', ruleId: rule.id, enabled: true },
    });
    expect(await toggled.json()).toEqual({ rule: { ...rule, enabled: true } });

    const metrics = await (await send('hostingAutomationMonitor', { token, body: { action: 'get_metrics' } })).json();
    expect(metrics.rules.find((r: { id: string }) => r.id === rule.id).enabled).toBe(true);

    resetMockState();
    const again = await (await send('hostingAutomationMonitor', { token, body: { action: 'get_metrics' } })).json();
    expect(again.rules).toEqual(sampleDashboardRules);
  });

  it('toggle_automation of an unknown rule is 404', async () => {
    const response = await send('hostingAutomationMonitor', {
      token,
      body: { action: 'toggle_automation', ruleId: 'rule-404', enabled: true },
    });
    expect(response.status).toBe(404);
  });

  it('admin calls refuse a wrong token with 401', async () => {
    const response = await send('adminAnalytics', {
      token: 'someone-elses-token',
      body: { action: 'get_hosting_customers', timeframe: customersTimeframe },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: messages.unauthorized });
  });

  it('admin-analytics answers the sample customers', async () => {
    const body = await (
      await send('adminAnalytics', { token, body: { action: 'get_hosting_customers', timeframe: customersTimeframe } })
    ).json();
    expect(body.customers).toEqual(sampleCustomers);
    expect(body.activeCustomers).toBe(sampleCustomers.filter((c) => c.status === 'active' || c.status === 'trial').length);
  });

  it('admin-login accepts only the demo credential', async () => {
    const wrong = await send('adminLogin', { body: { email: demoAdmin.email, password: 'guess' } });
    expect(wrong.status).toBe(401);
    const right = await (await send('adminLogin', { body: { email: demoAdmin.email, password: demoAdmin.password } })).json();
    expect(right.token).toBe(demoAdmin.sessionToken);
  });

  it('admin-verify is valid only for the demo session token, 200 either way', async () => {
    const verify = async (t: string) => {
      const response = await send('adminVerify', { body: { token: t, location: '/hosting-management', timestamp: new Date().toISOString() } });
      expect(response.status).toBe(200);
      return (await response.json()).valid;
    };
    expect(await verify(token)).toBe(true);
    expect(await verify('expired-token')).toBe(false);
  });

  it('checkout stays on the site: the URL is the success page on the same origin', async () => {
    const body = await (await send('createPayment', cases.createPayment.valid[0]!)).json();
    const url = new URL(body.url);
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe('/ab-testing');
    expect(url.searchParams.get('success')).toBe('true');
    expect(url.searchParams.get('session_id')).toMatch(/^cs_test_mock_/);
  });

  it('checkout refuses return URLs on another site', async () => {
    const response = await send('createPayment', {
      body: { priceId: subscriptionPriceIds[1], mode: 'subscription', successUrl: 'https://evil.example/', cancelUrl: '/ab-testing' },
    });
    expect(response.status).toBe(400);
  });

  it('the assistant quotes a real catalogue price', async () => {
    const body = await (await send('openaiAssistant', cases.openaiAssistant.valid[1]!)).json();
    expect(body.response).toMatch(/\$\d+/);
  });
});

describe('lead status (mock)', () => {
  it('applies a change to the version seen, shows it in the list and its counts, and answers 409 with the current state to a stale one', async () => {
    const first = await send('adminLeadStatus', { token, body: { reference: 'LS-7K3M9QXA', status: 'contacted', note: 'Called back', version: 0 } });
    expect(first.status).toBe(200);
    expect((await first.json()).lead).toMatchObject({ status: 'contacted', version: 1, history: [{ status: 'contacted', note: 'Called back' }] });
    const stale = await send('adminLeadStatus', { token, body: { reference: 'LS-7K3M9QXA', status: 'lost', version: 0 } });
    expect(stale.status).toBe(409);
    expect(leadStatusConflict.parse(await stale.json()).current).toMatchObject({ status: 'contacted', version: 1 });
    const contacted = await (await send('adminSubmissions', { token, body: { status: 'contacted' } })).json();
    expect(contacted.submissions.map((s: { reference: string }) => s.reference)).toContain('LS-7K3M9QXA');
    expect(contacted.statusCounts).toEqual({ new: 1, contacted: 2, won: 1, lost: 1 });
  });
});
