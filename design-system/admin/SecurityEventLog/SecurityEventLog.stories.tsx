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
    // refusals a flood repeats are one event with a count
    await expect(canvas.getByText('143 times that minute')).toBeVisible();
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

/** The client filter, held in state as the admin page holds it. */
function ClientLog(args: SecurityEventLogProps) {
  const [client, setClient] = useState<string | undefined>(undefined);
  return (
    <SecurityEventLog
      {...args}
      client={client}
      events={args.events.filter((e) => !client || e.client?.startsWith(client))}
      onClientChange={(next) => {
        setClient(next);
        args.onClientChange?.(next);
      }}
    />
  );
}

/** One client's events, by keyboard: a code that is not one is refused with a reason. */
export const ByClient: Story = {
  name: 'Filtered by client, by keyboard',
  args: { onClientChange: fn() },
  render: (args) => <ClientLog {...args} />,
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Client code' });
    await userEvent.type(field, 'not a code{Enter}');
    await expect(args.onClientChange).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Enter the start of a client code/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '9D02{Enter}');
    await expect(args.onClientChange).toHaveBeenCalledWith('9d02');
    const items = within(canvas.getByRole('list', { name: 'Security events, newest first' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const item of items) await expect(item).toHaveTextContent('client 9d02c6f4');
    await userEvent.click(canvas.getByRole('button', { name: 'All clients' }));
    await expect(args.onClientChange).toHaveBeenLastCalledWith(undefined);
  },
};

export const Empty: Story = {
  args: { events: [], lastDay: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No security events recorded yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Older events' })).toBeNull();
  },
};
