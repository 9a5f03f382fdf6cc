import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../domain/api';
import { checkoutFailures } from '../../domain/messages';
import { upgradeDialogPlanTypes, workflowPlanTypes } from '../../domain/plans';
import { createWorkflowSubscriptionHandlers } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { createApiClient } from '../api/client';
import { startWorkflowCheckout, workflowSubscriptionRequest } from './workflowCheckout';

const origin = 'http://localhost:3000';
const client = createApiClient({ baseUrl: origin });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Records the JSON bodies that reach the server, then lets the shared mock answer. */
function recordBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${apiPaths.createWorkflowSubscription}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

describe('the body sent to create-workflow-subscription', () => {
  it('is exactly { planType, returnUrl: "/customer-workflows?success=true" } (spec section 7)', () => {
    expect(workflowSubscriptionRequest('professional')).toStrictEqual({
      planType: 'professional',
      returnUrl: '/customer-workflows?success=true',
    });
  });

  it.each(workflowPlanTypes)('reaches the server unchanged for %s, as POST JSON', async (planType) => {
    const bodies = recordBodies();
    let method = '';
    let contentType = '';
    server.events.on('request:start', ({ request }) => {
      method = request.method;
      contentType = request.headers.get('content-type') ?? '';
    });
    const result = await startWorkflowCheckout(planType, { client });
    server.events.removeAllListeners();
    expect(bodies).toStrictEqual([{ planType, returnUrl: '/customer-workflows?success=true' }]);
    expect(method).toBe('POST');
    expect(contentType).toBe('application/json');
    expect(result).toStrictEqual({
      outcome: 'checkout',
      checkoutUrl: `${origin}/customer-workflows?success=true&session_id=cs_test_mock_workflow_${planType}`,
    });
  });

  it('offers the dialog plans with the lowercase plan types the server accepts', () => {
    for (const planType of upgradeDialogPlanTypes) expect(workflowPlanTypes).toContain(planType);
  });
});

describe('failures become polite notices', () => {
  it('503 without Stripe keys says payments are not configured, honestly', async () => {
    server.use(createWorkflowSubscriptionHandlers.notConfigured);
    const result = await startWorkflowCheckout('starter', { client });
    expect(result).toMatchObject({
      outcome: 'failed',
      notice: checkoutFailures.notConfigured,
    });
  });

  it('500 asks the visitor to try again in a moment', async () => {
    server.use(createWorkflowSubscriptionHandlers.error);
    const result = await startWorkflowCheckout('starter', { client });
    expect(result).toMatchObject({ outcome: 'failed', notice: checkoutFailures.unavailable });
  });

  it('429 says to wait', async () => {
    server.use(createWorkflowSubscriptionHandlers.rateLimited);
    const result = await startWorkflowCheckout('starter', { client });
    expect(result).toMatchObject({ outcome: 'failed', notice: checkoutFailures.rateLimited });
  });

  it('no answer at all is a failure too', async () => {
    server.use(createWorkflowSubscriptionHandlers.offline);
    const result = await startWorkflowCheckout('starter', { client });
    expect(result).toMatchObject({ outcome: 'failed', notice: { kind: 'unavailable' } });
  });

  it('an OK answer without a checkout address is not followed', async () => {
    server.use(http.post(`*${apiPaths.createWorkflowSubscription}`, () => HttpResponse.json({})));
    const result = await startWorkflowCheckout('starter', { client });
    expect(result).toMatchObject({ outcome: 'failed', notice: { kind: 'unavailable' } });
  });

  it('an aborted call ends quietly', async () => {
    server.use(createWorkflowSubscriptionHandlers.slow);
    const controller = new AbortController();
    const pending = startWorkflowCheckout('starter', { client, signal: controller.signal });
    controller.abort();
    expect(await pending).toStrictEqual({ outcome: 'aborted' });
  });
});
