import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleSubscriptions } from '../../../domain/samples/admin';
import { SubscriptionTable } from './SubscriptionTable';

const meta = {
  title: 'Admin/SubscriptionTable',
  component: SubscriptionTable,
  args: { subscriptions: sampleSubscriptions, webhookConfigured: true },
} satisfies Meta<typeof SubscriptionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recorded: Story = {
  name: 'Recorded subscriptions',
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(sampleSubscriptions.length + 1);
    await expect(canvas.getByText('4 recorded, 3 active or in trial')).toBeVisible();
    await expect(rows[1]).toHaveTextContent('Maria Gonzalez');
    await expect(rows[1]).toHaveTextContent('maria@hillcountrybakery.com');
    await expect(rows[1]).toHaveTextContent('Business Cloud');
    await expect(rows[1]).toHaveTextContent('Active');
    await expect(rows[1]).toHaveTextContent(/\$\d+\.00 \/ month/);
    await expect(rows[1]).toHaveTextContent('Renews Dec 2, 2026');
    // set to cancel: it ends, it does not renew
    await expect(rows[3]).toHaveTextContent('Ends Nov 23, 2026');
    await expect(rows[4]).toHaveTextContent('Cancelled');
    await expect(rows[4]).toHaveTextContent('Ended Oct 31, 2026');
  },
};

export const Empty: Story = {
  name: 'Nothing recorded yet',
  args: { subscriptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No subscription has been recorded yet.')).toBeVisible();
    await expect(canvas.getByText(/when Stripe’s webhook reports a checkout/)).toBeVisible();
    await expect(canvas.getByText('docs/payment.md')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Unconfigured: Story = {
  name: 'Nothing recorded, no webhook secret',
  args: { subscriptions: [], webhookConfigured: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This server has no STRIPE_WEBHOOK_SECRET/)).toBeVisible();
  },
};
