import { createWorkflowSubscriptionRequest, messages, workflowLookupKeys } from '../../domain';
import { clientIp, HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { checkoutIdempotencyKey, createCheckoutSession, createStripeClient, ownUrl, siteOrigin } from '../stripe';
import { hashIp, hit, rateLimits } from '../rate-limit';
import { clockOf, type HandlerDeps } from './deps';

/** Customer workflow plans; Stripe sends the visitor back to `returnUrl` either way. */
export function createWorkflowSubscriptionHandler(deps: HandlerDeps): Handler {
  const stripe = deps.stripe ?? createStripeClient(deps.env);
  const now = clockOf(deps);
  return withErrorHandling('create-workflow-subscription', async (request, context) => {
    const body = await readJson(request, createWorkflowSubscriptionRequest);
    const returnUrl = ownUrl(body.returnUrl, siteOrigin(request, deps.env), 'returnUrl');
    // Each call creates a Checkout Session at Stripe: a person needs a few, a script gets 429.
    await hit(deps.db, `checkout:ip:${hashIp(clientIp(request, context), deps.env.IP_HASH_SALT)}`, rateLimits.checkout, now());
    if (!stripe) throw new HttpError(503, messages.paymentsNotConfigured);
    // The spec's return URL carries ?success=true; a canceled checkout goes to the same page without it.
    const cancelUrl = new URL(returnUrl);
    cancelUrl.searchParams.delete('success');
    cancelUrl.searchParams.set('canceled', 'true');
    const lookupKey = workflowLookupKeys[body.planType];
    const checkoutUrl = await createCheckoutSession(stripe, {
      lookupKey,
      successUrl: returnUrl,
      cancelUrl,
      idempotencyKey: checkoutIdempotencyKey(['create-workflow-subscription', lookupKey, returnUrl.href, clientIp(request, context)], now()),
    });
    return json({ checkoutUrl });
  });
}
