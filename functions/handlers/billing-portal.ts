import { billingPortalRequest } from '../../domain';
import { clientIp, json, readJson, withErrorHandling, type Handler } from '../http';
import { hashIp, hit } from '../rate-limit';
import { createBillingPortalSession, createStripeClient, ownUrl, requireStripe, siteOrigin } from '../stripe';
import { paymentLookupLimit } from './checkout-session';
import { clockOf, type HandlerDeps } from './deps';

/**
 * POST /api/billing-portal `{ sessionId, returnUrl }` -> `{ url }` of Stripe's billing portal for
 * the customer who completed that checkout. `returnUrl` must be on the site (400 otherwise); a
 * checkout that is not complete has no subscription to manage (409).
 */
export function createBillingPortalHandler(deps: HandlerDeps): Handler {
  const stripe = deps.stripe ?? createStripeClient(deps.env);
  const now = clockOf(deps);
  return withErrorHandling('billing-portal', async (request, context) => {
    const body = await readJson(request, billingPortalRequest);
    const returnUrl = ownUrl(body.returnUrl, siteOrigin(request, deps.env), 'returnUrl');
    const client = requireStripe(stripe);
    const at = now();
    await hit(deps.db, `payment-lookup:ip:${hashIp(clientIp(request, context), deps.env.IP_HASH_SALT)}`, paymentLookupLimit, at);
    return json({ url: await createBillingPortalSession(client, { sessionId: body.sessionId, returnUrl, now: at }) });
  });
}
