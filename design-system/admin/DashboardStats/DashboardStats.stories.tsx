import type { Meta, StoryObj } from '@storybook/react-vite';
import { DollarSign, Server, Users, Activity } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { DashboardStats } from './DashboardStats';

const meta = {
  title: 'Admin/DashboardStats',
  component: DashboardStats,
  args: {
    label: 'Key figures',
    stats: [
      { id: 'servers', label: 'Total Servers', value: 6, hint: '3 running', icon: <Server /> },
      { id: 'customers', label: 'Active Customers', value: 5, hint: 'Last 30 days', icon: <Users /> },
      { id: 'uptime', label: 'System Uptime', value: '99.98%', hint: 'Recorded checks, 30 days', icon: <Activity /> },
      { id: 'revenue', label: 'Monthly Revenue', value: '$436', hint: 'Active subscriptions', icon: <DollarSign /> },
    ],
  },
} satisfies Meta<typeof DashboardStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  name: 'Live figures',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Key figures' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Total Servers6');
  },
};

export const Fallbacks: Story = {
  name: 'Figures unavailable (calls failed)',
  args: {
    stats: [
      { id: 'servers', label: 'Total Servers', value: 'Unavailable', hint: 'Could not be loaded' },
      { id: 'customers', label: 'Active Customers', value: 'Unavailable', hint: 'Could not be loaded' },
      { id: 'uptime', label: 'System Uptime', value: 'Unavailable', hint: 'Could not be loaded' },
      { id: 'revenue', label: 'Monthly Revenue', value: 'Unavailable', hint: 'Could not be loaded' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Unavailable')).toHaveLength(4);
  },
};
