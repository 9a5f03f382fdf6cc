import { billingPortalRequest } from '../../domain/api';
import { messages, paymentMessages } from '../../domain/messages';
import { errorJson, failureVariants, mockCall, notConfiguredVariant, rateLimitedVariant, readBody, respond, sameOriginUrl } from '../shared';

const offSiteReturnUrlMessage = 'returnUrl must be on this site.';

/**
 * Offline there is no Stripe billing portal: the "portal" is the return URL itself, with
 * `portal=mock`, so development never leaves the site (as the checkout mocks do).
 */
const success = mockCall('billingPortal', async ({ request }) => {
  const body = await readBody(request, billingPortalRequest);
  if (!body.ok) return body.response;
  const returnUrl = sameOriginUrl(body.data.returnUrl, request);
  if (!returnUrl) return errorJson(400, offSiteReturnUrlMessage);
  returnUrl.searchParams.set('portal', 'mock');
  return respond('billingPortal', { url: returnUrl.href });
});

export const billingPortalHandlers = {
  success,
  notFound: mockCall('billingPortal', () => errorJson(404, paymentMessages.sessionNotFound)),
  /** the checkout is not complete: nothing to manage yet */
  notComplete: mockCall('billingPortal', () => errorJson(409, paymentMessages.nothingToManage)),
  ...failureVariants('billingPortal'),
  notConfigured: notConfiguredVariant('billingPortal', messages.paymentsNotConfigured),
  rateLimited: rateLimitedVariant('billingPortal'),
};
