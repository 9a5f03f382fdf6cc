import type { z } from 'zod';
import type { ApiCall } from '../../domain/api';
import { messages } from '../../domain/messages';
import {
  errorJson,
  failureVariants,
  mockCall,
  notConfiguredVariant,
  rateLimitedVariant,
  readBody,
  respond,
  sameOriginUrl,
  type ResponseBody,
} from '../shared';

export interface MockCheckout<C extends ApiCall, T> {
  /** The 400 when a return URL points off the site (api.md); the functions answer the same. */
  offSiteMessage: string;
  /** The URL checkout lands on, then any other return URL that must also stay on the site. */
  returnUrls: (data: T) => [landing: string, ...others: string[]];
  sessionId: (data: T) => string;
  reply: (landingUrl: string) => ResponseBody<C>;
}

/**
 * The variants of a call that starts a Stripe checkout. Offline there is no Stripe: "checkout"
 * lands straight on the page's own return URL with a fake session id, as if the visitor had
 * paid, so development never leaves the site.
 */
export function checkoutHandlers<C extends ApiCall, S extends z.ZodType>(
  call: C,
  schema: S,
  checkout: MockCheckout<C, z.output<S>>,
) {
  const success = mockCall(call, async ({ request }) => {
    const body = await readBody(request, schema);
    if (!body.ok) return body.response;
    const [landing, ...others] = checkout.returnUrls(body.data);
    const landingUrl = sameOriginUrl(landing, request);
    if (!landingUrl || others.some((url) => !sameOriginUrl(url, request))) {
      return errorJson(400, checkout.offSiteMessage);
    }
    landingUrl.searchParams.set('session_id', checkout.sessionId(body.data));
    return respond(call, checkout.reply(landingUrl.href));
  });
  return {
    success,
    ...failureVariants(call),
    notConfigured: notConfiguredVariant(call, messages.paymentsNotConfigured),
    rateLimited: rateLimitedVariant(call),
  };
}
