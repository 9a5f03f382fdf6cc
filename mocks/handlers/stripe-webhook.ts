import { messages } from '../../domain/messages';
import { errorJson, failureVariants, mockCall, notConfiguredVariant, respond } from '../shared';

/** Stripe calls this, never the browser; the mock only checks that a signature is present. */
const missingSignatureMessage = 'Missing Stripe-Signature header.';

const success = mockCall('stripeWebhook', ({ request }) => {
  if (!request.headers.get('stripe-signature')) return errorJson(400, missingSignatureMessage);
  return respond('stripeWebhook', { received: true });
});

export const stripeWebhookHandlers = {
  success,
  ...failureVariants('stripeWebhook'),
  /** An event id already processed: acknowledged, not applied twice. */
  duplicate: mockCall('stripeWebhook', () => respond('stripeWebhook', { received: true, duplicate: true })),
  notConfigured: notConfiguredVariant('stripeWebhook', messages.paymentsNotConfigured),
};
