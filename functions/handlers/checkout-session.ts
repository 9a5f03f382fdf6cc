import { checkoutSessionRequest } from '../../domain';
import { clientIp, json, readJson, withErrorHandling, type Handler } from '../http';
import { hashIp, hit, type RateLimit } from '../rate-limit';
import { createStripeClient, describeCheckoutSession, requireStripe } from '../stripe';
import { clockOf, type HandlerDeps } from './deps';

/**
 * The payment-success page polls a few times per visit; this is far above that, and far below
 * what guessing session ids would need.
 */
export const paymentLookupLimit: RateLimit = { max: 30, windowMs: 10 * 60_000 };

/**
 * POST /api/checkout-session `{ sessionId }` -> the session's status, the plan bought (from the
 * domain tables) and the amount Stripe charged. 404 for a session Stripe does not know.
 */
export function createCheckoutSessionHandler(deps: HandlerDeps): Handler {
  const stripe = deps.stripe ?? createStripeClient(deps.env);
  const now = clockOf(deps);
  return withErrorHandling('checkout-session', async (request, context) => {
    const { sessionId } = await readJson(request, checkoutSessionRequest);
    const client = requireStripe(stripe);
    await hit(deps.db, `payment-lookup:ip:${hashIp(clientIp(request, context), deps.env.IP_HASH_SALT)}`, paymentLookupLimit, now());
    return json(await describeCheckoutSession(client, sessionId, now()));
  });
}
