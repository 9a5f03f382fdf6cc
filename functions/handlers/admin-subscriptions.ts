import type { AdminSubscriptionsResponse } from '../../domain';
import { recordedSubscriptions } from '../admin/subscription-figures';
import { requireAdmin } from '../auth/sessions';
import { json, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

/** What the Stripe webhook recorded about subscriptions, and nothing else (/admin/subscriptions). */
export function createAdminSubscriptionsHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-subscriptions', async (request) => {
    await requireAdmin(deps.db, request, now());
    const answer: AdminSubscriptionsResponse = {
      subscriptions: await recordedSubscriptions(deps.db),
      webhookConfigured: Boolean(deps.env.STRIPE_WEBHOOK_SECRET),
    };
    return json(answer);
  });
}
