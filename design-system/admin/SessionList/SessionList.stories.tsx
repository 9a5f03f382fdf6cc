import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAccount } from '../../../domain/samples/admin';
import { SessionList } from './SessionList';

const meta = {
  title: 'Admin/SessionList',
  component: SessionList,
  args: { sessions: sampleAccount.sessions, onEnd: fn(), onEndOthers: fn() },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This session is marked and cannot be ended from here; another is ended by keyboard. */
export const Sessions: Story = {
  name: 'Three sessions, this one marked',
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Firefox on Windows');
    await expect(items[0]).toHaveTextContent('This session');
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await expect(items[2]).toHaveTextContent('Unknown browser');
    within(items[1]!).getByRole('button', { name: /^End session: Safari on iOS/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnd).toHaveBeenCalledWith('38');
    await userEvent.click(canvas.getByRole('button', { name: 'End all other sessions (2)' }));
    await expect(args.onEndOthers).toHaveBeenCalledOnce();
  },
};

export const OnlyThisOne: Story = {
  name: 'Signed in only here',
  args: { sessions: sampleAccount.sessions.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /End all other sessions/ })).toBeNull();
  },
};
