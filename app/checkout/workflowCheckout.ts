/**
 * Starting a customer workflow subscription (spec section 7): the exact body the spec fixes,
 * sent through the typed client, and the outcome in the visitor's terms. This module pulls in
 * the API schemas (zod), so the page loads it only when a plan is chosen.
 */
import { workflowSubscriptionRequest } from '../../domain/checkout-form';
import { checkoutFailureKind, checkoutFailures, type CheckoutFailureNotice } from '../../domain/messages';
import type { WorkflowPlanType } from '../../domain/plans';
import { api, ApiError, type ApiClient } from '../api/client';

/** `{ planType, returnUrl: '/customer-workflows?success=true' }` (shared with the plan buttons' form posts). */
export { workflowSubscriptionRequest };

export type WorkflowCheckoutResult =
  | { readonly outcome: 'checkout'; readonly checkoutUrl: string }
  | { readonly outcome: 'aborted' }
  | { readonly outcome: 'failed'; readonly notice: CheckoutFailureNotice; readonly error: unknown };

export interface StartWorkflowCheckoutOptions {
  readonly client?: Pick<ApiClient, 'createWorkflowSubscription'>;
  /** Aborting (the visitor closed the dialog) ends the call quietly. */
  readonly signal?: AbortSignal;
}

/** Asks the server for a Stripe checkout address; never throws. */
export async function startWorkflowCheckout(
  planType: WorkflowPlanType,
  { client = api, signal }: StartWorkflowCheckoutOptions = {},
): Promise<WorkflowCheckoutResult> {
  try {
    const { checkoutUrl } = await client.createWorkflowSubscription(workflowSubscriptionRequest(planType), { signal });
    return { outcome: 'checkout', checkoutUrl };
  } catch (error) {
    if (signal?.aborted) return { outcome: 'aborted' };
    const status = error instanceof ApiError && error.kind === 'http' ? error.status : 0;
    const serverMessage = error instanceof ApiError ? error.message : undefined;
    return { outcome: 'failed', notice: checkoutFailures[checkoutFailureKind(status, serverMessage)], error };
  }
}
