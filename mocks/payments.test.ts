/**
 * The offline checkout round trip (`npm run dev`): a mocked checkout lands on the page with a
 * mock session id, and the mocked status call names the plan that was bought from that id.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../domain/api';
import { customerWorkflowPlans, purchasablePlan, subscriptionPriceIds, workflowLookupKeys } from '../domain/plans';
import { billingPortalHandlers, confirmingCheckoutSession } from './handlers';
import { server } from './node';

const origin = 'http://localhost:3000';
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('mocked checkout, then the mocked status of that checkout', () => {
  it.each(subscriptionPriceIds)('%s', async (priceId) => {
    const { body } = await post(apiPaths.createPayment, { priceId, mode: 'subscription', successUrl: '/heat-map?success=true', cancelUrl: '/heat-map?canceled=true' });
    const sessionId = new URL(body.url).searchParams.get('session_id');
    const status = await post(apiPaths.checkoutSession, { sessionId });
    expect(status.body).toMatchObject({ status: 'complete', paymentStatus: 'paid', canManage: true, plan: { id: priceId, name: purchasablePlan(priceId)!.product } });
  });

  it.each(customerWorkflowPlans.map((p) => p.planType))('workflow %s', async (planType) => {
    const { body } = await post(apiPaths.createWorkflowSubscription, { planType, returnUrl: '/customer-workflows?success=true' });
    const sessionId = new URL(body.checkoutUrl).searchParams.get('session_id');
    const status = await post(apiPaths.checkoutSession, { sessionId });
    expect(status.body.plan.id).toBe(workflowLookupKeys[planType]);
    expect(status.body.amountTotal).toBe(purchasablePlan(workflowLookupKeys[planType])!.monthlyPrice * 100);
  });

  it('confirmingCheckoutSession(2) answers open twice, then complete', async () => {
    server.use(confirmingCheckoutSession(2));
    const states = [];
    for (let i = 0; i < 3; i += 1) states.push((await post(apiPaths.checkoutSession, { sessionId: 'cs_test_mock_price_heatmap_pro' })).body.status);
    expect(states).toEqual(['open', 'open', 'complete']);
  });

  it('the mocked billing portal returns to the page, and refuses another site', async () => {
    server.use(billingPortalHandlers.success);
    const ok = await post(apiPaths.billingPortal, { sessionId: 'cs_test_mock_price_heatmap_pro', returnUrl: '/payment-success?session_id=cs_test_mock_price_heatmap_pro' });
    expect(new URL(ok.body.url).origin).toBe(origin);
    expect(new URL(ok.body.url).searchParams.get('portal')).toBe('mock');
    const foreign = await post(apiPaths.billingPortal, { sessionId: 'cs_test_mock_price_heatmap_pro', returnUrl: 'https://evil.example/' });
    expect(foreign.status).toBe(400);
  });
});
