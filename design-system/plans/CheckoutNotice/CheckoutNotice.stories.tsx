import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '../../../domain/messages';
import { Button } from '../../primitives/Button';
import { CheckoutNotice } from './CheckoutNotice';

const meta = {
  title: 'Plans/CheckoutNotice',
  component: CheckoutNotice,
  args: {
    outcome: 'success',
    title: messages.checkoutSucceededTitle,
    children: messages.checkoutSucceeded,
    onDismiss: fn(),
    dismissLabel: messages.dismiss,
  },
} satisfies Meta<typeof CheckoutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  name: 'Back from checkout: paid',
  args: {
    action: (
      <Button asChild size="small" tone="secondary">
        <a href="/payment-success?session_id=cs_test_123">{messages.checkoutDetails}</a>
      </Button>
    ),
  },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(messages.checkoutSucceededTitle);
    await expect(canvas.getByRole('link', { name: messages.checkoutDetails })).toHaveAttribute(
      'href',
      '/payment-success?session_id=cs_test_123',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Canceled: Story = {
  name: 'Back from checkout: canceled',
  args: { outcome: 'canceled', title: messages.checkoutCanceledTitle, children: messages.checkoutCanceled },
  play: async ({ canvas }) => {
    // Calm: a polite status, not an alert.
    await expect(canvas.getByRole('status')).toHaveTextContent('nothing was charged');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Pending: Story = {
  name: 'Back from checkout: not confirmed yet',
  args: {
    outcome: 'pending',
    title: messages.checkoutUnconfirmedTitle,
    children: messages.checkoutUnconfirmed,
    action: (
      <Button asChild size="small" tone="secondary">
        <a href="/payment-success?session_id=cs_test_123">{messages.checkoutUnconfirmedDetails}</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(messages.checkoutUnconfirmedTitle);
    await expect(status).not.toHaveTextContent(messages.checkoutSucceeded);
    await expect(status).toHaveAttribute('data-checkout-outcome', 'pending');
    await expect(canvas.getByRole('link', { name: messages.checkoutUnconfirmedDetails })).toBeVisible();
  },
};

export const WithoutDismiss: Story = {
  name: 'Without a dismiss button',
  args: { onDismiss: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
