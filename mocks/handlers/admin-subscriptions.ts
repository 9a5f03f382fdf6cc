import type { SubscriptionRecord } from '../../domain/api';
import { sampleSubscriptions } from '../../domain/samples/admin';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

const answerWith = (subscriptions: SubscriptionRecord[], webhookConfigured = true) =>
  mockCall(
    'adminSubscriptions',
    adminOnly(() => respond('adminSubscriptions', { subscriptions, webhookConfigured })),
  );

export const adminSubscriptionsHandlers = {
  success: answerWith(sampleSubscriptions),
  ...failureVariants('adminSubscriptions'),
  unauthorized: unauthorizedVariant('adminSubscriptions'),
  /** The webhook has recorded nothing yet. */
  empty: answerWith([]),
  /** Nothing recorded, and STRIPE_WEBHOOK_SECRET is not set: nothing can be. */
  unconfigured: answerWith([], false),
};
