/**
 * Checkout before (and without) the page's scripts (issue 31): every plan button is also an HTML
 * form posting to `checkoutFormPath`, which the server answers with a 303 to Stripe's checkout
 * (functions/checkout-form.ts). Its fields name a plan and the page to come back to, nothing a
 * visitor types; the server builds the same request body the hydrated page sends.
 */
import type { CreatePaymentRequest, CreateWorkflowSubscriptionRequest } from './api';
import { workflowCheckoutReturnUrl } from './customer-workflows-page';
import type { SubscriptionPriceId, WorkflowPlanType } from './plans';

export const checkoutFormPath = '/checkout';

/**
 * Stripe's hosted pages a form post is sent on to with a 303: Checkout (this form) and the
 * billing portal (the emailed link's button). Browsers check a page's CSP `form-action` on that
 * redirect too, so the pages' policy names them (functions/site-headers.ts, scripts/csp.ts).
 */
export const stripeFormTargets = ['https://checkout.stripe.com', 'https://billing.stripe.com'] as const;

/** The pages whose plan buttons buy in place (spec section 7), so the only pages a form checkout returns to. */
export const checkoutReturnPaths = ['/pricing', '/ab-testing', '/heat-map'] as const;
export type CheckoutReturnPath = (typeof checkoutReturnPaths)[number];

/**
 * The exact body the spec fixes: the plan's price id, subscription mode, and this page (origin
 * plus path, no other query) with `?success=true` / `?canceled=true` as return targets.
 */
export function checkoutRequest(priceId: SubscriptionPriceId, origin: string, path: string): CreatePaymentRequest {
  const page = `${origin}${path}`;
  return { priceId, mode: 'subscription', successUrl: `${page}?success=true`, cancelUrl: `${page}?canceled=true` };
}

/** `{ planType, returnUrl: '/customer-workflows?success=true' }`, nothing more. */
export function workflowSubscriptionRequest(planType: WorkflowPlanType): CreateWorkflowSubscriptionRequest {
  return { planType, returnUrl: workflowCheckoutReturnUrl };
}

/** The hidden fields of an A/B testing or heat-map plan's form. */
export const planCheckoutFields = (priceId: SubscriptionPriceId, returnPath: CheckoutReturnPath) => ({ priceId, returnPath });

/** The hidden field of a customer workflow plan's form. */
export const workflowCheckoutFields = (planType: WorkflowPlanType) => ({ planType });
