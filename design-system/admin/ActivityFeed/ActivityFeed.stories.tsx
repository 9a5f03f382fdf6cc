import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityFeed } from './ActivityFeed';

const meta = {
  title: 'Admin/ActivityFeed',
  component: ActivityFeed,
  args: {
    label: 'Recent automation actions',
    emptyText: 'No rule changes yet.',
    items: [
      { id: '1', title: 'Slow response recovery turned off', detail: 'by admin@example.com', time: '25m ago', dateTime: '2026-11-20T14:35:00Z' },
      { id: '2', title: 'Auto-scaling turned on', detail: 'by admin@example.com', time: '3h ago', dateTime: '2026-11-20T12:00:00Z' },
    ],
  },
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recent: Story = {
  name: 'Recent changes',
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Recent automation actions' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Slow response recovery turned off');
    await expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T14:35:00Z');
  },
};

export const Empty: Story = {
  name: 'Nothing yet',
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rule changes yet.')).toBeVisible();
  },
};
