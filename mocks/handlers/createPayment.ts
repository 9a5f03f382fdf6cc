import { HttpResponse } from 'msw';
import { createPaymentRequest } from '../../domain/api';
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
} from '../shared';

/** Return URLs must stay on the site (api.md); the functions answer 400 otherwise. */
export const offSiteReturnUrlMessage = 'successUrl and cancelUrl must be on this site.';

/**
 * Offline there is no Stripe: "checkout" lands straight on the page's own success URL with a
 * fake session id, as if the visitor had paid, so development never leaves the site.
 */
const success = mockCall('createPayment', async ({ request }) => {
  const body = await readBody(request, createPaymentRequest);
  if (!body.ok) return body.response;
  const successUrl = sameOriginUrl(body.data.successUrl, request);
  if (!successUrl || !sameOriginUrl(body.data.cancelUrl, request)) return errorJson(400, offSiteReturnUrlMessage);
  successUrl.searchParams.set('session_id', `cs_test_mock_${body.data.priceId}`);
  return respond('createPayment', { url: successUrl.href });
});

export const createPaymentHandlers = {
  success,
  ...failureVariants('createPayment'),
  notConfigured: notConfiguredVariant('createPayment', messages.paymentsNotConfigured),
  rateLimited: rateLimitedVariant('createPayment'),
  /** 200 without a url: the A/B page's 'No URL returned from payment API' path (spec section 8). */
  noUrl: mockCall('createPayment', () => HttpResponse.json({})),
};

export default success;
