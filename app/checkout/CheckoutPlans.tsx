import { PlanCard, PlanGrid } from '../../design-system';
import { checkoutFormPath, planCheckoutFields, type CheckoutReturnPath } from '../../domain/checkout-form';
import { checkoutFailures, messages } from '../../domain/messages';
import { CheckoutFailureMessage } from './CheckoutFailureMessage';
import { defaultCurrentPlanId, type PricingPlan } from '../../domain/plans';
import type { Checkout } from './useCheckout';

export interface CheckoutPlansProps {
  plans: readonly PricingPlan[];
  /** "A/B Testing": names the list and, for screen readers, each button */
  productName: string;
  /** one checkout per page, shared by every family on it (one purchase at a time) */
  checkout: Checkout;
  /** the page the plans are on, which checkout returns to */
  returnPath: CheckoutReturnPath;
  headingLevel?: 2 | 3 | 4;
}

/** "$29/month" as the card shows it: "$29" large, "/month" small. */
function priceParts(priceText: string): { price: string; period: string | undefined } {
  const slash = priceText.indexOf('/');
  return slash === -1 ? { price: priceText, period: undefined } : { price: priceText.slice(0, slash), period: priceText.slice(slash) };
}

/**
 * The plan cards of an A/B testing or heat-map family. A paid plan's button starts checkout
 * (spec section 7); the Free plan is the visitor's current plan, so its button reads Current
 * Plan and is disabled. Each paid plan's button is also a form posted to the server
 * (domain/checkout-form.ts), so checkout starts before the page's scripts arrive; once they
 * have, the button calls create-payment and shows its progress and failures beside the plan.
 */
export function CheckoutPlans({ plans, productName, checkout, returnPath, headingLevel = 3 }: CheckoutPlansProps) {
  return (
    <PlanGrid label={`${productName} plans`}>
      {plans.map((plan) => {
        const { price, period } = priceParts(plan.priceText);
        const priceId = plan.priceId;
        const current = plan.id === defaultCurrentPlanId || priceId === null;
        return (
          <PlanCard
            key={plan.id}
            name={plan.name}
            price={price}
            period={period}
            features={plan.features}
            popular={plan.popular}
            popularLabel={messages.mostPopular}
            current={current}
            currentLabel={messages.currentPlan}
            actionLabel={`Subscribe to ${plan.name}`}
            actionContext={` (${productName})`}
            loading={priceId !== null && checkout.pending === priceId}
            loadingLabel={messages.checkoutStarting}
            disabled={checkout.pending !== null && checkout.pending !== priceId}
            error={priceId && checkout.errors[priceId] ? <CheckoutFailureMessage notice={checkoutFailures[checkout.errors[priceId]]} /> : undefined}
            onSelect={priceId && !current ? () => checkout.start(priceId) : undefined}
            form={priceId && !current ? { action: checkoutFormPath, fields: planCheckoutFields(priceId, returnPath) } : undefined}
            headingLevel={headingLevel}
          />
        );
      })}
    </PlanGrid>
  );
}
