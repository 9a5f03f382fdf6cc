import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paymentMessages } from '../../../../domain/messages';
import { purchasablePlan } from '../../../../domain/plans';
import { billingPortalHandlers } from '../../../../mocks/handlers/billing-portal';
import { checkoutSessionConfirmedOnCue, checkoutSessionHandlers, mockCheckoutSession } from '../../../../mocks/handlers/checkout-session';
import { errorJson, mockCall, mockFailureMessage, respond } from '../../../../mocks/shared';
import { PaymentSuccessView } from './PaymentSuccessView';

/**
 * The /payment-success body against the mocked checkout-session and billing-portal calls. The
 * mock names its plan after the session id, as the checkout mocks do.
 */
const sessionId = 'cs_test_mock_price_heatmap_pro';
const plan = purchasablePlan('price_heatmap_pro')!;
const quickPolling = { attempts: 3, firstDelayMs: 50, factor: 2, maxDelayMs: 200 };

const meta = {
  title: 'Payment/Pages/Payment success',
  component: PaymentSuccessView,
  args: { sessionId, onNavigate: fn(), polling: quickPolling },
  parameters: { msw: { handlers: [checkoutSessionHandlers.success, billingPortalHandlers.success] } },
} satisfies Meta<typeof PaymentSuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: StoryContext['canvas'], name: string) => canvas.findByRole('heading', { name }, { timeout: 5000 });

export const Confirmed: Story = {
  name: 'Paid: what was bought, and Manage subscription',
  play: async ({ canvas, args }) => {
    await heading(canvas, paymentMessages.confirmedTitle);
    await expect(canvas.getAllByRole('definition').map((d) => d.textContent)).toEqual([plan.product, plan.priceText, `$${plan.monthlyPrice}.00`]);
    await userEvent.click(canvas.getByRole('button', { name: paymentMessages.manageSubscription }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledOnce());
    const url = new URL((args.onNavigate as ReturnType<typeof fn>).mock.calls[0]![0] as string);
    // the mock portal sends the visitor straight back to this page
    await expect(url.pathname).toBe('/payment-success');
    await expect(url.searchParams.get('session_id')).toBe(sessionId);
  },
};

export const Checking: Story = {
  name: 'Checking (server never answers)',
  parameters: { msw: { handlers: [checkoutSessionHandlers.slow] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: paymentMessages.checking })).toBeVisible();
  },
};

const confirming = checkoutSessionConfirmedOnCue();

export const ConfirmsWhilePolling: Story = {
  name: 'Being confirmed, then paid',
  parameters: { msw: { handlers: [confirming.handler, billingPortalHandlers.success] } },
  // The mock stays pending until the play function has seen the pending state and says Stripe
  // confirmed: no race between the page's polling and a busy machine. (A fixed count of pending
  // answers failed in CI: once the first try was slow, its retry found the count used up.) The
  // polling is quick and long enough (about 50 s) not to give up while the test looks.
  args: { polling: { attempts: 60, firstDelayMs: 100, factor: 1.5, maxDelayMs: 1000 } },
  beforeEach: () => {
    confirming.reset();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: paymentMessages.pendingTitle }, { timeout: 15_000 });
    confirming.confirm();
    await canvas.findByRole('heading', { name: paymentMessages.confirmedTitle }, { timeout: 15_000 });
  },
};

export const StillPending: Story = {
  name: 'Still being confirmed after every try',
  parameters: { msw: { handlers: [checkoutSessionHandlers.pending] } },
  play: async ({ canvas }) => {
    await heading(canvas, paymentMessages.slowTitle);
    await expect(canvas.getByRole('button', { name: paymentMessages.checkAgain })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: paymentMessages.manageSubscription })).toBeNull();
  },
};

export const Expired: Story = {
  name: 'Checkout expired',
  parameters: { msw: { handlers: [checkoutSessionHandlers.expired] } },
  play: async ({ canvas }) => {
    await heading(canvas, paymentMessages.expiredTitle);
    await expect(canvas.getByRole('link', { name: paymentMessages.backToPricing })).toHaveAttribute('href', '/pricing');
  },
};

export const NotFound: Story = {
  name: 'Unknown session',
  parameters: { msw: { handlers: [checkoutSessionHandlers.notFound] } },
  play: async ({ canvas }) => {
    await heading(canvas, paymentMessages.notFoundTitle);
  },
};

export const NoSessionId: Story = {
  name: 'No session id in the address',
  args: { sessionId: undefined },
  parameters: { msw: { handlers: [checkoutSessionHandlers.error] } },
  play: async ({ canvas }) => {
    // not found without asking: the error handler would have said otherwise
    await heading(canvas, paymentMessages.notFoundTitle);
  },
};

export const NotConfigured: Story = {
  name: 'Stripe not configured',
  parameters: { msw: { handlers: [checkoutSessionHandlers.notConfigured] } },
  play: async ({ canvas }) => {
    await heading(canvas, paymentMessages.notConfiguredTitle);
    await expect(canvas.getByRole('link', { name: paymentMessages.contactUs })).toHaveAttribute('href', '/contact');
  },
};

/**
 * Fails the first time, answers paid after that. `reset()` runs before each render, so a retried
 * story fails first again instead of finding its one failure used up.
 */
function failingOnce() {
  let calls = 0;
  return {
    handler: mockCall('checkoutSession', () => (++calls === 1 ? errorJson(500, mockFailureMessage) : respond('checkoutSession', mockCheckoutSession(sessionId)))),
    reset: () => {
      calls = 0;
    },
  };
}
const failsFirst = failingOnce();

export const Failed: Story = {
  name: 'Server error, then Try again',
  parameters: { msw: { handlers: [failsFirst.handler, billingPortalHandlers.success] } },
  beforeEach: () => {
    failsFirst.reset();
  },
  play: async ({ canvas }) => {
    await heading(canvas, paymentMessages.errorTitle);
    await userEvent.click(canvas.getByRole('button', { name: paymentMessages.tryAgain }));
    await heading(canvas, paymentMessages.confirmedTitle);
  },
};

export const Offline: Story = {
  name: 'Offline',
  parameters: { msw: { handlers: [checkoutSessionHandlers.offline] } },
  play: async ({ canvas }) => {
    await heading(canvas, paymentMessages.errorTitle);
  },
};

export const PortalFails: Story = {
  name: 'Manage subscription fails',
  parameters: { msw: { handlers: [checkoutSessionHandlers.success, billingPortalHandlers.error] } },
  play: async ({ canvas, args }) => {
    await heading(canvas, paymentMessages.confirmedTitle);
    await userEvent.click(canvas.getByRole('button', { name: paymentMessages.manageSubscription }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(paymentMessages.portalFailed));
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const PortalNotConfigured: Story = {
  name: 'Manage subscription, Stripe not configured',
  parameters: { msw: { handlers: [checkoutSessionHandlers.success, billingPortalHandlers.notConfigured] } },
  play: async ({ canvas }) => {
    await heading(canvas, paymentMessages.confirmedTitle);
    await userEvent.click(canvas.getByRole('button', { name: paymentMessages.manageSubscription }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(paymentMessages.portalFailed));
  },
};
