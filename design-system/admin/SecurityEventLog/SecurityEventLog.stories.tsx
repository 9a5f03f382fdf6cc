import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSecurityEvents } from '../../../domain/samples/admin';
import type { SecurityEventType } from '../../../domain/security-events';
import { SecurityEventLog, type SecurityEventLogProps } from './SecurityEventLog';

const lastDay = { 'sign_in.succeeded': 1, 'sign_in.failed': 2, 'sign_in.throttled': 1, 'sign_in.busy': 0, 'admin.unauthorized': 1, rate_limited: 1, 'admin.action': 1 };

const meta = {
  title: 'Admin/SecurityEventLog',
  component: SecurityEventLog,
  args: { events: sampleSecurityEvents, lastDay, onTypeChange: fn(), onOlder: fn() },
} satisfies Meta<typeof SecurityEventLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Events: Story = {
  name: 'An afternoon of events',
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Security events, newest first' })).getAllByRole('listitem');
    await expect(items).toHaveLength(sampleSecurityEvents.length);
    await expect(items[0]).toHaveTextContent('Admin action');
    await expect(items[0]).toHaveTextContent('by owner@lonestarweb.studio');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The log with its filter held in state, as the admin page holds it. */
function FilteredLog(args: SecurityEventLogProps) {
  const [type, setType] = useState<SecurityEventType | undefined>(undefined);
  return (
    <SecurityEventLog
      {...args}
      type={type}
      events={args.events.filter((e) => !type || e.type === type)}
      onTypeChange={(next) => {
        setType(next);
        args.onTypeChange?.(next);
      }}
    />
  );
}

/** The filter works by keyboard and says which kind is shown. */
export const Filtered: Story = {
  name: 'Filtered by kind, by keyboard',
  render: (args) => <FilteredLog {...args} />,
  play: async ({ canvas, args }) => {
    const failed = canvas.getByRole('button', { name: 'Sign-in failed (2 today)' });
    failed.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTypeChange).toHaveBeenCalledWith('sign_in.failed');
    await expect(failed).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvas.getByRole('list', { name: 'Security events, newest first' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { events: [], lastDay: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No security events recorded yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Older events' })).toBeNull();
  },
};
