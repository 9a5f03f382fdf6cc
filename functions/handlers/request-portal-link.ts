import { portalLinkMessages, requestPortalLinkRequest } from '../../domain';
import { json, readJson, trustedOrigin, withErrorHandling, type Handler } from '../http';
import { requestPortalLink } from '../portal-links';
import { hit, rateLimits } from '../rate-limit';
import { clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * POST /api/request-portal-link `{ email }` -> 202 `{ message }`, the same words whether or not
 * a subscription uses that address (functions/portal-links.ts). A malformed address is a 400
 * naming the field; more than `portalLinkClient` requests from one client are a 429.
 */
export function createRequestPortalLinkHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('request-portal-link', async (request, context) => {
    const { email, website } = await readJson(request, requestPortalLinkRequest, undefined, { fieldErrors: true });
    const at = now();
    await hit(deps.db, `portal-link:ip:${clientKeyOf(deps, request, context)}`, rateLimits.portalLinkClient, at);
    // The honeypot filled: the same answer, and nothing looked up or sent.
    if (website && website.trim() !== '') return json({ message: portalLinkMessages.requested }, { status: 202 });
    const origin = trustedOrigin(request, deps.env) ?? `http://localhost:${deps.env.PORT}`;
    await requestPortalLink(deps.db, deps.env, { email, origin, now: at });
    return json({ message: portalLinkMessages.requested }, { status: 202 });
  });
}
