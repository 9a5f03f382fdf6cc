import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPaymentRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { subscriptionPriceIds } from '../../domain/plans';
import { createPaymentHandlers, resetMockState } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { createApiClient } from '../api/client';
import { checkoutFailureOf, checkoutRequest, logCheckoutFailure, runCheckout } from './checkout';

const origin = 'http://localhost:3000';
const api = createApiClient({ baseUrl: origin });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('checkoutRequest', () => {
  it('builds exactly the body of spec section 7', () => {
    expect(checkoutRequest('price_ab_testing_pro', 'https://www.lonestarweb.studio', '/ab-testing')).toStrictEqual({
      priceId: 'price_ab_testing_pro',
      mode: 'subscription',
      successUrl: 'https://www.lonestarweb.studio/ab-testing?success=true',
      cancelUrl: 'https://www.lonestarweb.studio/ab-testing?canceled=true',
    });
  });

  it('passes the contract for every paid plan', () => {
    for (const priceId of subscriptionPriceIds) {
      const body = checkoutRequest(priceId, 'http://localhost:4102', '/heat-map');
      expect(createPaymentRequest.parse(body)).toStrictEqual(body);
      expect(Object.keys(body).sort()).toEqual(['cancelUrl', 'mode', 'priceId', 'successUrl']);
    }
  });
});

describe('runCheckout against the mocks', () => {
  it('sends the browser to the url the server returned', async () => {
    const navigate = vi.fn();
    const request = checkoutRequest('price_heatmap_pro', origin, '/heat-map');
    const result = await runCheckout(request, { createPayment: api.createPayment, navigate });
    expect(result.ok).toBe(true);
    // The offline mock "pays" at once and lands on the page's own success URL.
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${origin}/heat-map?success=true&session_id=cs_test_mock_price_heatmap_pro`);
  });

  it('reports "not configured" honestly when Stripe has no keys (503)', async () => {
    server.use(createPaymentHandlers.notConfigured);
    const navigate = vi.fn();
    const result = await runCheckout(checkoutRequest('price_ab_testing_enterprise', origin, '/ab-testing'), {
      createPayment: api.createPayment,
      navigate,
    });
    expect(result).toMatchObject({ ok: false, failure: 'notConfigured' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a server error, a lost connection and a missing url as "try again"', async () => {
    for (const variant of [createPaymentHandlers.error, createPaymentHandlers.offline, createPaymentHandlers.noUrl]) {
      server.use(variant);
      const navigate = vi.fn();
      const result = await runCheckout(checkoutRequest('price_ab_testing_pro', origin, '/ab-testing'), {
        createPayment: api.createPayment,
        navigate,
      });
      expect(result).toMatchObject({ ok: false, failure: 'unavailable' });
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('asks the visitor to wait when rate-limited (429)', async () => {
    server.use(createPaymentHandlers.rateLimited);
    const result = await runCheckout(checkoutRequest('price_ab_testing_pro', origin, '/ab-testing'), {
      createPayment: api.createPayment,
      navigate: vi.fn(),
    });
    expect(result).toMatchObject({ ok: false, failure: 'rateLimited' });
  });

  it('rejects a foreign return URL, as the server would (400 is a failure, not a redirect)', async () => {
    const request = checkoutRequest('price_ab_testing_pro', 'https://elsewhere.example', '/ab-testing');
    const result = await runCheckout(request, { createPayment: api.createPayment, navigate: vi.fn() });
    expect(result).toMatchObject({ ok: false, failure: 'unavailable' });
  });
});

describe('checkoutFailureOf', () => {
  it('calls only the "not configured" 503 not configured', () => {
    expect(checkoutFailureOf({ kind: 'http', status: 503, message: messages.paymentsNotConfigured })).toBe('notConfigured');
    expect(checkoutFailureOf({ kind: 'http', status: 503, message: messages.checkoutFailed })).toBe('unavailable');
    expect(checkoutFailureOf(new TypeError('boom'))).toBe('unavailable');
    expect(checkoutFailureOf(null)).toBe('unavailable');
  });
});

describe('logCheckoutFailure', () => {
  it('logs the detail as a warning, in the spec words when no url came back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logCheckoutFailure('price_ab_testing_pro', { kind: 'invalid-response', status: 200, message: 'Unexpected createPayment response' });
    expect(warn).toHaveBeenCalledWith(`[checkout] price_ab_testing_pro: ${messages.noPaymentUrl}`, {
      kind: 'invalid-response',
      status: 200,
    });
    logCheckoutFailure('price_heatmap_pro', { kind: 'http', status: 503, message: messages.paymentsNotConfigured });
    expect(warn).toHaveBeenLastCalledWith(`[checkout] price_heatmap_pro: ${messages.paymentsNotConfigured}`, { kind: 'http', status: 503 });
  });
});
