import { HttpResponse } from 'msw';
import { createPaymentRequest } from '../../domain/api';
import { mockCall } from '../shared';
import { checkoutHandlers } from './checkout';

/** Return URLs must stay on the site (api.md); the functions answer 400 otherwise. */
const offSiteReturnUrlMessage = 'successUrl and cancelUrl must be on this site.';

export const createPaymentHandlers = {
  ...checkoutHandlers('createPayment', createPaymentRequest, {
    offSiteMessage: offSiteReturnUrlMessage,
    returnUrls: (data) => [data.successUrl, data.cancelUrl],
    sessionId: (data) => `cs_test_mock_${data.priceId}`,
    reply: (url) => ({ url }),
  }),
  /** 200 without a url: the A/B page's 'No URL returned from payment API' path (spec section 8). */
  noUrl: mockCall('createPayment', () => HttpResponse.json({})),
};
