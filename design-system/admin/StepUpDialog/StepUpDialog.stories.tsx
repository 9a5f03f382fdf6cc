import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { StepUpDialog } from './StepUpDialog';

/** "Confirm it's you" before an account change (step-up). Rendered open; it lives in a portal. */
const meta = {
  title: 'Admin/StepUpDialog',
  component: StepUpDialog,
  args: { open: true, action: 'change your password', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof StepUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {
  name: 'Password, by keyboard',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog).toHaveTextContent('To change your password, enter your password again. You will not be asked again for 10 minutes.');
    const field = await screen.findByLabelText(/^Password/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    // empty: its own check, nothing sent
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Enter your password.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('the admin password{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ method: 'password', password: 'the admin password' });
  },
};

export const Code: Story = {
  name: 'A code from the authenticator app instead',
  args: { totpAvailable: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Use a code from your authenticator app' }));
    const field = screen.getByLabelText(/Code from your authenticator app/);
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '12a{Enter}');
    await expect(await screen.findByText('Enter the 6 digits your app shows.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '123456{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
  },
};

export const Refused: Story = {
  name: 'Wrong password',
  args: { error: 'That password is not right.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
  },
};

export const Cancel: Story = {
  name: 'Escape cancels',
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
