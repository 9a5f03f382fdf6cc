import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleAlerts } from '../../../domain/samples';
import { AlertList } from './AlertList';

const meta = {
  title: 'Hosting automation/AlertList',
  component: AlertList,
  args: { alerts: sampleAlerts, label: 'Recent alerts' },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryType: Story = {
  name: 'Every type (error, warning, success, info)',
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Recent alerts' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The type is a word and an icon on every alert, never colour alone.
    const expected = [
      ['error', 'Error'],
      ['warning', 'Warning'],
      ['success', 'Success'],
      ['info', 'Info'],
    ] as const;
    for (const [index, [type, word]] of expected.entries()) {
      const item = items[index]!;
      await expect(item).toHaveAttribute('data-alert-type', type);
      await expect(item).toHaveTextContent(new RegExp(`^${word}`));
      await expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    await expect(items[0]).toHaveTextContent('elpaso-app-01 is not responding to health checks');
    await expect(items[0]).toHaveTextContent('1m ago');
    await expect(items[0]).toHaveTextContent('Suggested action: Restart server');
  },
};

export const LongMessage: Story = {
  name: 'Long message on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    alerts: [
      {
        type: 'warning',
        message:
          'houston-shop-01.gulfcoastoutfitters-production-cluster.example.com CPU above 80% for 5 minutes during the Black Friday sale',
        time: '6m ago',
        action: 'Scale up',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Empty: Story = {
  name: 'No alerts',
  args: { alerts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No alerts. Everything is running smoothly.')).toBeVisible();
  },
};

export const SecurityAlerts: Story = {
  name: 'Security alerts (admin monitoring)',
  args: {
    label: 'Security alerts',
    alerts: [
      { type: 'error', message: 'elpaso-app-01 reports an error', time: 'Now', action: 'Investigate' },
      { type: 'warning', message: 'houston-shop-01 CPU at 86% (threshold 80%)', time: 'Now', action: 'Scale up' },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Security alerts' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/^Error/);
    await expect(items[0]).toHaveTextContent('Suggested action: Investigate');
  },
};

export const AllClear: Story = {
  name: 'All clear',
  args: {
    label: 'Security alerts',
    alerts: [{ type: 'success', message: 'No failed sign-ins or failed health checks in the last 24 hours', time: 'Now', action: 'None needed' }],
  },
};
