import { checkoutSessionRequest, type CheckoutSessionResponse } from '../../domain/api';
import { messages, paymentMessages } from '../../domain/messages';
import { purchasablePlan, purchasablePlans, workflowLookupKeys, type WorkflowPlanType } from '../../domain/plans';
import { errorJson, failureVariants, mockCall, notConfiguredVariant, rateLimitedVariant, readBody, respond } from '../shared';

/**
 * The plan a mock session bought. The checkout mocks name their sessions after the plan
 * (`cs_test_mock_price_heatmap_pro`, `cs_test_mock_workflow_starter`); any other id bought the
 * first paid plan, so a hand-typed URL in `npm run dev` still shows a confirmation.
 */
function mockSessionPlan(sessionId: string) {
  const workflow = /^cs_test_mock_workflow_(\w+)$/.exec(sessionId)?.[1];
  const lookupKey = workflow ? workflowLookupKeys[workflow as WorkflowPlanType] : sessionId.replace(/^cs_test_mock_/, '');
  return purchasablePlan(lookupKey) ?? purchasablePlans[0]!;
}

/** A session as the real call answers it, in the given state. */
export function mockCheckoutSession(
  sessionId: string,
  state: 'complete' | 'open' | 'expired' = 'complete',
): CheckoutSessionResponse {
  const plan = mockSessionPlan(sessionId);
  return {
    sessionId,
    status: state,
    paymentStatus: state === 'complete' ? 'paid' : 'unpaid',
    plan: { id: plan.lookupKey, name: plan.product, priceText: plan.priceText, pagePath: plan.pagePath },
    amountTotal: state === 'expired' ? null : plan.monthlyPrice * 100,
    currency: 'usd',
    canManage: state === 'complete',
  };
}

function answering(state: 'complete' | 'open' | 'expired') {
  return mockCall('checkoutSession', async ({ request }) => {
    const body = await readBody(request, checkoutSessionRequest);
    if (!body.ok) return body.response;
    return respond('checkoutSession', mockCheckoutSession(body.data.sessionId, state));
  });
}

/**
 * Still confirming for the first `pendingAnswers` calls, then complete: the page's polling.
 * A fresh handler (and count) per call of this function.
 */
export function confirmingCheckoutSession(pendingAnswers: number) {
  let calls = 0;
  return mockCall('checkoutSession', async ({ request }) => {
    const body = await readBody(request, checkoutSessionRequest);
    if (!body.ok) return body.response;
    calls += 1;
    return respond('checkoutSession', mockCheckoutSession(body.data.sessionId, calls > pendingAnswers ? 'complete' : 'open'));
  });
}

/**
 * Still confirming until the test calls `confirm()`, then complete: a story sees the pending state
 * for as long as it needs, however busy the machine, and says when Stripe confirms. `reset()`
 * starts again; a story calls it before each render, so a retried story starts pending too (a
 * count of answers would carry over from the first try).
 */
export function checkoutSessionConfirmedOnCue() {
  let confirmed = false;
  return {
    handler: mockCall('checkoutSession', async ({ request }) => {
      const body = await readBody(request, checkoutSessionRequest);
      if (!body.ok) return body.response;
      return respond('checkoutSession', mockCheckoutSession(body.data.sessionId, confirmed ? 'complete' : 'open'));
    }),
    confirm: () => {
      confirmed = true;
    },
    reset: () => {
      confirmed = false;
    },
  };
}

export const checkoutSessionHandlers = {
  success: answering('complete'),
  /** Stripe has not confirmed the payment yet (status open) */
  pending: answering('open'),
  expired: answering('expired'),
  notFound: mockCall('checkoutSession', () => errorJson(404, paymentMessages.sessionNotFound)),
  ...failureVariants('checkoutSession'),
  notConfigured: notConfiguredVariant('checkoutSession', messages.paymentsNotConfigured),
  rateLimited: rateLimitedVariant('checkoutSession'),
};
