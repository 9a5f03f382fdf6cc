import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messages } from '../../../domain/messages';
import { SystemStatus } from './SystemStatus';

const meta = {
  title: 'Admin/SystemStatus',
  component: SystemStatus,
  args: { status: 'healthy', label: messages.allSystemsOperational, detail: 'Checked just now' },
} satisfies Meta<typeof SystemStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operational: Story = {
  name: 'All Systems Operational',
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('All Systems Operational');
    await expect(status).toHaveAttribute('data-status', 'healthy');
  },
};

export const Degraded: Story = {
  name: 'Some systems need attention',
  args: { status: 'warning', label: messages.systemsDegraded, detail: 'Database answered in 812 ms' },
};

export const Down: Story = {
  name: 'System problem',
  args: { status: 'error', label: messages.systemsDown, detail: 'Database unreachable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('System problem detected');
  },
};

export const Unknown: Story = {
  name: 'Not checked yet',
  args: { status: 'unknown', label: 'Checking systems…', detail: undefined },
};
