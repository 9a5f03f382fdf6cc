import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { paymentMessages } from '../../../domain/messages';
import { purchasablePlans } from '../../../domain/plans';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/TextLink';
import { PaymentStatus } from './PaymentStatus';

const plan = purchasablePlans[0]!;
const longPlan = purchasablePlans.reduce((a, b) => (b.product.length > a.product.length ? b : a));

const waysOn = (
  <>
    <Button asChild tone="secondary">
      <Link href="/pricing">{paymentMessages.backToPricing}</Link>
    </Button>
    <Button asChild tone="ghost">
      <Link href="/contact">{paymentMessages.contactUs}</Link>
    </Button>
  </>
);

const meta = {
  title: 'Payment/PaymentStatus',
  component: PaymentStatus,
  args: { state: 'loading', title: paymentMessages.checking },
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Checking (the server-rendered state)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(paymentMessages.checking);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const manage = fn();

export const Confirmed: Story = {
  name: 'Confirmed, with what was bought',
  args: {
    state: 'confirmed',
    title: paymentMessages.confirmedTitle,
    detail: paymentMessages.confirmedDetail,
    summary: [
      { label: 'Plan', value: plan.product },
      { label: 'Price', value: plan.priceText },
      { label: 'Charged today', value: `$${plan.monthlyPrice}.00` },
    ],
    actions: (
      <>
        <Button onClick={manage}>{paymentMessages.manageSubscription}</Button>
        {waysOn}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: paymentMessages.confirmedTitle })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    const values = canvas.getAllByRole('definition').map((d) => d.textContent);
    await expect(terms).toEqual(['Plan', 'Price', 'Charged today']);
    await expect(values).toEqual([plan.product, plan.priceText, `$${plan.monthlyPrice}.00`]);
    await userEvent.click(canvas.getByRole('button', { name: paymentMessages.manageSubscription }));
    await expect(manage).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: paymentMessages.backToPricing })).toHaveAttribute('href', '/pricing');
  },
};

export const OpeningPortal: Story = {
  name: 'Confirmed, opening the billing portal',
  args: {
    ...Confirmed.args,
    state: 'confirmed',
    title: paymentMessages.confirmedTitle,
    actions: (
      <>
        <Button loading>{paymentMessages.manageSubscription}</Button>
        {waysOn}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: paymentMessages.manageSubscription })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PortalFailed: Story = {
  name: 'Confirmed, the portal would not open',
  args: {
    ...Confirmed.args,
    state: 'confirmed',
    title: paymentMessages.confirmedTitle,
    problem: paymentMessages.portalFailed,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(paymentMessages.portalFailed);
  },
};

export const Pending: Story = {
  name: 'Still being confirmed',
  args: {
    state: 'pending',
    title: paymentMessages.pendingTitle,
    detail: paymentMessages.pendingDetail,
    summary: [{ label: 'Plan', value: plan.product }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: paymentMessages.pendingTitle })).toBeVisible();
    await expect(canvas.getByText(paymentMessages.pendingDetail)).toBeVisible();
  },
};

const checkAgain = fn();

export const Slow: Story = {
  name: 'Taking longer than usual',
  args: {
    state: 'slow',
    title: paymentMessages.slowTitle,
    detail: paymentMessages.slowDetail,
    actions: (
      <>
        <Button onClick={checkAgain}>{paymentMessages.checkAgain}</Button>
        <Button asChild tone="ghost">
          <Link href="/contact">{paymentMessages.contactUs}</Link>
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: paymentMessages.checkAgain }));
    await expect(checkAgain).toHaveBeenCalledOnce();
  },
};

export const Expired: Story = {
  name: 'Checkout expired',
  args: { state: 'expired', title: paymentMessages.expiredTitle, detail: paymentMessages.expiredDetail, actions: waysOn },
};

export const NotFound: Story = {
  name: 'Unknown checkout',
  args: { state: 'notFound', title: paymentMessages.notFoundTitle, detail: paymentMessages.notFoundDetail, actions: waysOn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: paymentMessages.contactUs })).toHaveAttribute('href', '/contact');
  },
};

export const NotConfigured: Story = {
  name: 'Payments not configured',
  args: { state: 'notConfigured', title: paymentMessages.notConfiguredTitle, detail: paymentMessages.notConfiguredDetail, actions: waysOn },
};

export const Failed: Story = {
  name: 'Could not check',
  args: {
    state: 'error',
    title: paymentMessages.errorTitle,
    detail: paymentMessages.errorDetail,
    actions: (
      <>
        <Button onClick={fn()}>{paymentMessages.tryAgain}</Button>
        {waysOn}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: paymentMessages.errorTitle })).toHaveAttribute('data-state', 'error');
  },
};

export const LongOnPhone: Story = {
  name: 'Long plan name on a small phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    ...Confirmed.args,
    state: 'confirmed',
    title: paymentMessages.confirmedTitle,
    summary: [
      { label: 'Plan', value: longPlan.product },
      { label: 'Price', value: longPlan.priceText },
      { label: 'Charged today', value: `$${longPlan.monthlyPrice}.00` },
    ],
  },
};
