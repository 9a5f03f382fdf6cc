import { createWorkflowSubscriptionRequest } from '../../domain/api';
import { checkoutHandlers } from './checkout';

const offSiteReturnUrlMessage = 'returnUrl must be on this site.';

export const createWorkflowSubscriptionHandlers = checkoutHandlers(
  'createWorkflowSubscription',
  createWorkflowSubscriptionRequest,
  {
    offSiteMessage: offSiteReturnUrlMessage,
    returnUrls: (data) => [data.returnUrl],
    sessionId: (data) => `cs_test_mock_workflow_${data.planType}`,
    reply: (checkoutUrl) => ({ checkoutUrl }),
  },
);
