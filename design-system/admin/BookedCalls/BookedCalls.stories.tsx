import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleCalls } from '../../../domain/samples/admin';
import { BookedCalls } from './BookedCalls';

const meta = {
  title: 'Admin/BookedCalls',
  component: BookedCalls,
  args: {
    calls: sampleCalls,
    blockedDays: [{ date: '2026-12-24', note: 'Office closed' }],
    onCancel: fn(),
    onBlock: fn(),
    onUnblock: fn(),
  },
} satisfies Meta<typeof BookedCalls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  name: 'Upcoming calls in date order',
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Upcoming calls' })).getAllByRole('listitem');
    await expect(items).toHaveLength(sampleCalls.length);
    await expect(items[0]).toHaveTextContent('10:00 AM Central time');
    await expect(items[0]).toHaveTextContent('Ben Cole');
    await expect(canvas.getByRole('list', { name: 'Blocked days' })).toHaveTextContent('Thursday, December 24, 2026 · Office closed');
  },
};

/** Cancelling asks first; keeping the call does nothing; confirming cancels, all by keyboard. */
export const CancelAsksFirst: Story = {
  name: 'Cancelling a call asks for confirmation',
  play: async ({ canvas, args }) => {
    const cancel = canvas.getAllByRole('button', { name: /^Cancel call with Ben Cole/ })[0]!;
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    await expect(dialog).toHaveAccessibleDescription(/Ben Cole is emailed/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.click(cancel);
    dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the call' }));
    await expect(args.onCancel).toHaveBeenCalledWith(sampleCalls[0]!.reference);
  },
};

export const BlockADay: Story = {
  name: 'Blocking a day',
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Block a day' });
    await userEvent.type(within(form).getByLabelText(/Day/), '2026-12-31');
    await userEvent.type(within(form).getByLabelText('Note (optional)'), 'Year-end');
    await userEvent.click(within(form).getByRole('button', { name: 'Block day' }));
    await expect(args.onBlock).toHaveBeenCalledWith('2026-12-31', 'Year-end');
    await userEvent.click(canvas.getByRole('button', { name: 'Open again: Thursday, December 24, 2026' }));
    await expect(args.onUnblock).toHaveBeenCalledWith('2026-12-24');
  },
};

export const Empty: Story = {
  name: 'No calls booked',
  args: { calls: [], blockedDays: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No calls booked from today on/)).toBeVisible();
  },
};
