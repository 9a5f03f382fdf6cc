import { createPaymentRequest, messages } from '../../domain';
import { clientIp, HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { checkoutIdempotencyKey, createCheckoutSession, createStripeClient, ownUrl, siteOrigin } from '../stripe';
import { hashIp, hit, rateLimits } from '../rate-limit';
import { clockOf, type HandlerDeps } from './deps';

/** A/B testing and heat-map plans: the catalogue's price id is the Stripe lookup key. */
export function createPaymentHandler(deps: HandlerDeps): Handler {
  const stripe = deps.stripe ?? createStripeClient(deps.env);
  const now = clockOf(deps);
  return withErrorHandling('create-payment', async (request, context) => {
    const body = await readJson(request, createPaymentRequest);
    const origin = siteOrigin(request, deps.env);
    const successUrl = ownUrl(body.successUrl, origin, 'successUrl');
    const cancelUrl = ownUrl(body.cancelUrl, origin, 'cancelUrl');
    // Each call creates a Checkout Session at Stripe: a person needs a few, a script gets 429.
    await hit(deps.db, `checkout:ip:${hashIp(clientIp(request, context), deps.env.IP_HASH_SALT)}`, rateLimits.checkout, now());
    if (!stripe) throw new HttpError(503, messages.paymentsNotConfigured);
    const url = await createCheckoutSession(stripe, {
      lookupKey: body.priceId,
      successUrl,
      cancelUrl,
      idempotencyKey: checkoutIdempotencyKey(['create-payment', body.priceId, successUrl.href, cancelUrl.href, clientIp(request, context)], now()),
    });
    return json({ url });
  });
}
