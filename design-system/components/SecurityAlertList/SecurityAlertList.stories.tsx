import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleAlerts } from '../../../domain/sample-data';
import { SecurityAlertList } from './SecurityAlertList';

const meta = {
  title: 'Admin/SecurityAlertList',
  component: SecurityAlertList,
  args: { alerts: sampleAlerts, label: 'Security alerts' },
} satisfies Meta<typeof SecurityAlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  name: 'Every kind of alert',
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Security alerts' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // the kind is said in words, not only by colour
    await expect(items[0]).toHaveTextContent('Critical');
    await expect(items[0]).toHaveTextContent('Next step: Restart server');
  },
};

export const AllClear: Story = {
  name: 'All clear',
  args: { alerts: [{ type: 'success', message: 'No failed sign-ins, server errors or failed health checks in the last 24 hours', time: 'Now', action: 'None needed' }] },
};
