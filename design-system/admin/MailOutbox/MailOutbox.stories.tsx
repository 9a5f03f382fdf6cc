import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleOutbox } from '../../../domain/samples/admin';
import { MailOutbox } from './MailOutbox';

const meta = {
  title: 'Admin/MailOutbox',
  component: MailOutbox,
  args: { configured: true, ownerAddressSet: true, counts: { queued: 2, sent: 2, failed: 1 }, messages: sampleOutbox, onRetry: fn() },
} satisfies Meta<typeof MailOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { counts: { queued: 0, sent: 0, failed: 0 }, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No messages yet/)).toBeVisible();
  },
};

export const Queued: Story = {
  name: 'Messages waiting',
  args: { counts: { queued: 2, sent: 0, failed: 0 }, messages: sampleOutbox.filter((m) => m.status === 'queued') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 queued')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Retry/ })).toBeNull();
  },
};

export const Failed: Story = {
  name: 'A failed message with retry',
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: /Retry: We received your audit request/ });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith(4);
  },
};

export const NotConfigured: Story = {
  name: 'Email not configured',
  args: { configured: false, counts: { queued: 2, sent: 0, failed: 0 }, messages: sampleOutbox.filter((m) => m.status === 'queued') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Email is not configured')).toBeVisible();
    await expect(canvas.getByText(/2 messages wait in the outbox/)).toBeVisible();
  },
};
