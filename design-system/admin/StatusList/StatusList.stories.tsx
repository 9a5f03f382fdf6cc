import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSystemHealth } from '../../../domain/samples/admin';
import { StatusList } from './StatusList';

const meta = {
  title: 'Admin/StatusList',
  component: StatusList,
  args: {
    label: 'Health checks',
    items: sampleSystemHealth.checks.map((c) => ({ name: c.name, status: c.status, detail: c.detail })),
  },
} satisfies Meta<typeof StatusList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HealthChecks: Story = {
  name: 'Health checks',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Health checks' });
    await expect(within(list).getByText('Database').closest('li')).toHaveTextContent('Connected (mock)');
    await expect(within(list).queryByText('Hosted servers')).toBeNull();
  },
};

export const Metrics: Story = {
  name: 'Real-time metrics',
  args: {
    label: 'Real-time metrics',
    items: sampleSystemHealth.metrics.map((m) => ({ name: m.label, status: m.status, value: m.value })),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Real-time metrics' });
    await expect(within(list).getByText('Database response').closest('li')).toHaveTextContent('3 ms');
  },
};

export const WithWarning: Story = {
  name: 'A check that needs attention',
  args: {
    items: [
      { name: 'Database', status: 'warning', detail: 'Answered in 812 ms' },
      { name: 'Web server', status: 'healthy', detail: 'Serving requests' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Health checks' });
    await expect(within(list).getByText('Database').closest('li')).toHaveTextContent('Warning');
  },
};
