import type { Meta, StoryObj } from '@storybook/react-vite';
import { DollarSign, Server, Users, Activity } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { dashboardFallbacks, formatRevenue } from '../../../domain/constants';
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
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Key figures' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Total Servers6');
  },
};

export const Fallbacks: Story = {
  name: 'Fallback figures (calls failed)',
  args: {
    stats: [
      { id: 'servers', label: 'Total Servers', value: dashboardFallbacks.totalServers, hint: 'Last known value' },
      { id: 'customers', label: 'Active Customers', value: dashboardFallbacks.activeCustomers, hint: 'Last known value' },
      { id: 'uptime', label: 'System Uptime', value: dashboardFallbacks.uptime, hint: 'Last known value' },
      { id: 'revenue', label: 'Monthly Revenue', value: `$${formatRevenue(dashboardFallbacks.monthlyRevenue)}`, hint: 'Last known value' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$24,580')).toBeVisible();
  },
};
