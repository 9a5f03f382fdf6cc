import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkoutFailures, checkoutFailureText, messages } from '../../domain/messages';
import { checkoutFormPath, type CheckoutReturnPath } from '../../domain/checkout-form';
import { abTestingPlans, heatMapPlans, type PricingPlan } from '../../domain/plans';
import { createPaymentHandlers } from '../../mocks/handlers';
import { createPaymentWithSiteClient } from './checkout';
import { CheckoutPlans } from './CheckoutPlans';
import { useCheckout } from './useCheckout';

interface Args {
  plans: readonly PricingPlan[];
  productName: string;
  returnPath: CheckoutReturnPath;
  /** stands in for window.location.assign, so the story stays on the page */
  navigate: (url: string) => void;
  /** the site's client (answered by MSW), wrapped to count calls */
  createPayment: typeof createPaymentWithSiteClient;
}

function PlansWithCheckout({ plans, productName, returnPath, navigate, createPayment }: Args) {
  const checkout = useCheckout({ returnPath, navigate, createPayment });
  return <CheckoutPlans plans={plans} productName={productName} checkout={checkout} returnPath={returnPath} />;
}

const meta = {
  title: 'Plans/Pages/Checkout plans',
  component: PlansWithCheckout,
  parameters: { layout: 'padded', msw: { handlers: [createPaymentHandlers.success] } },
  args: {
    plans: abTestingPlans,
    productName: 'A/B Testing',
    returnPath: '/ab-testing',
    navigate: fn(),
    createPayment: fn(createPaymentWithSiteClient),
  },
} satisfies Meta<typeof PlansWithCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  name: 'Paid plan: checkout starts and the browser leaves',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: messages.currentPlan })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.currentPlan }).closest('form')).toBeNull();
    // Before the scripts, the button posts its form (functions/checkout-form.ts); hydrated, it calls create-payment.
    const pro = canvas.getByRole('button', { name: 'Subscribe to Pro (A/B Testing)' });
    const form = pro.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', checkoutFormPath);
    await expect(pro).toHaveAttribute('type', 'submit');
    await expect(Object.fromEntries(new FormData(form!))).toEqual({ priceId: 'price_ab_testing_pro', returnPath: '/ab-testing' });
    await userEvent.click(pro);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledTimes(1));
    const origin = window.location.origin;
    await expect(args.createPayment).toHaveBeenCalledWith({
      priceId: 'price_ab_testing_pro',
      mode: 'subscription',
      successUrl: `${origin}/ab-testing?success=true`,
      cancelUrl: `${origin}/ab-testing?canceled=true`,
    });
    await expect(args.navigate).toHaveBeenCalledWith(`${origin}/ab-testing?success=true&session_id=cs_test_mock_price_ab_testing_pro`);
    // While the browser leaves, the plan shows progress and no other plan can start.
    await expect(canvas.getByRole('button', { name: /Opening secure checkout/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Subscribe to Enterprise (A/B Testing)' })).toBeDisabled();
  },
};

export const NotConfigured: Story = {
  name: 'Payments not configured (503)',
  parameters: { msw: { handlers: [createPaymentHandlers.notConfigured] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Enterprise (A/B Testing)' }));
    const enterprise = canvas.getByRole('article', { name: 'Enterprise' });
    const alert = within(enterprise).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(checkoutFailureText(checkoutFailures.notConfigured)));
    // The way out is a real link, in the same words on every plan page.
    await expect(within(alert).getByRole('link', { name: checkoutFailures.notConfigured.contact })).toHaveAttribute('href', '/contact');
    // The message sits beside that plan only, and every button works again.
    await expect(within(canvas.getByRole('article', { name: 'Pro' })).getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Subscribe to Pro (A/B Testing)' })).toBeEnabled();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Checkout failed (500), then retried',
  parameters: { msw: { handlers: [createPaymentHandlers.error] } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Subscribe to Pro (A/B Testing)' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleDescription(checkoutFailureText(checkoutFailures.unavailable)));
    await userEvent.click(button);
    await waitFor(() => expect(args.createPayment).toHaveBeenCalledTimes(2));
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

export const Slow: Story = {
  name: 'Slow server: one call however often it is pressed',
  parameters: { msw: { handlers: [createPaymentHandlers.slow] } },
  args: { plans: heatMapPlans, productName: 'Heat Maps', returnPath: '/heat-map' },
  play: async ({ canvas, args }) => {
    const pro = canvas.getByRole('button', { name: 'Subscribe to Pro (Heat Maps)' });
    await userEvent.dblClick(pro);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Opening secure checkout/ })).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: /Opening secure checkout/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Enterprise (Heat Maps)' }));
    await expect(args.createPayment).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Subscribe to Enterprise (Heat Maps)' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  name: 'By keyboard: Tab to a plan, Enter',
  play: async ({ canvas, args }) => {
    // The Free plan's disabled button is skipped.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Subscribe to Pro (A/B Testing)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.navigate).toHaveBeenCalledTimes(1));
    // Focus stays on the busy button rather than dropping to the page.
    await expect(canvas.getByRole('button', { name: /Opening secure checkout/ })).toHaveFocus();
  },
};
