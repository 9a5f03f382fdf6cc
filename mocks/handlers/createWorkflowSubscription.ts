import { createWorkflowSubscriptionRequest } from '../../domain/api';
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

export const offSiteReturnUrlMessage = 'returnUrl must be on this site.';

/** As create-payment: the fake checkout returns at once to the page's returnUrl. */
const success = mockCall('createWorkflowSubscription', async ({ request }) => {
  const body = await readBody(request, createWorkflowSubscriptionRequest);
  if (!body.ok) return body.response;
  const returnUrl = sameOriginUrl(body.data.returnUrl, request);
  if (!returnUrl) return errorJson(400, offSiteReturnUrlMessage);
  returnUrl.searchParams.set('session_id', `cs_test_mock_workflow_${body.data.planType}`);
  return respond('createWorkflowSubscription', { checkoutUrl: returnUrl.href });
});

export const createWorkflowSubscriptionHandlers = {
  success,
  ...failureVariants('createWorkflowSubscription'),
  notConfigured: notConfiguredVariant('createWorkflowSubscription', messages.paymentsNotConfigured),
  rateLimited: rateLimitedVariant('createWorkflowSubscription'),
};

export default success;
