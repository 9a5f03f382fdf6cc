import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordChangeForm } from './PasswordChangeForm';

const meta = {
  title: 'Admin/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its own checks first (short, different, twice the same), by keyboard; then it sends. */
export const Checks: Story = {
  name: 'Checks the new password, then sends',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText(/Current password/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('the old password');
    await userEvent.tab();
    await userEvent.keyboard('short');
    await userEvent.tab();
    await userEvent.keyboard('short{Enter}');
    await expect(canvas.getByLabelText(/^New password(?! again)/)).toHaveFocus();
    await expect(canvas.getByText('Use at least 12 characters.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^New password(?! again)/));
    await userEvent.type(canvas.getByLabelText(/^New password(?! again)/), 'a much longer new password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('The two new passwords are not the same.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/New password again/));
    await userEvent.type(canvas.getByLabelText(/New password again/), 'a much longer new password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'the old password', newPassword: 'a much longer new password' });
  },
};

export const WrongCurrent: Story = {
  name: 'Wrong current password',
  args: { error: { title: 'The current password is not right. Nothing was changed.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The current password is not right.');
  },
};

export const Changed: Story = {
  name: 'Changed: two other sessions signed out',
  args: { changed: { sessionsEnded: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 other sessions were signed out.');
  },
};
