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
    const hosted = within(list).getByText('Hosted servers').closest('li')!;
    await expect(hosted).toHaveTextContent('Warning');
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
    await expect(within(list).getByText('Servers running').closest('li')).toHaveTextContent('3 of 6');
  },
};
