import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '../../../domain/messages';
import { SecondFactorForm } from './SecondFactorForm';

const meta = {
  title: 'Admin/SecondFactorForm',
  component: SecondFactorForm,
  args: { methods: ['totp', 'passkey', 'recovery'], onSubmitCode: fn(), onUsePasskey: fn(), onCancel: fn() },
} satisfies Meta<typeof SecondFactorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardOnly: Story = {
  name: 'A code from the app, by keyboard',
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/Code from your authenticator app/);
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('12345{Enter}');
    await expect(canvas.getByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
    await userEvent.keyboard('6{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
  },
};

export const RecoveryCode: Story = {
  name: 'Switching to a recovery code',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    const field = await canvas.findByLabelText(/Recovery code/);
    await expect(canvas.queryByLabelText(/Code from your authenticator app/)).not.toBeInTheDocument();
    await userEvent.type(field, 'abcde-23456{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ method: 'recovery', code: 'abcde-23456' });
    await expect(canvas.getByRole('button', { name: 'Use your authenticator app' })).toBeVisible();
  },
};

export const Passkey: Story = {
  name: 'Use a passkey',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onUsePasskey).toHaveBeenCalled();
  },
};

export const PasskeyOnly: Story = {
  name: 'Passkey only (no authenticator app)',
  args: { methods: ['passkey', 'recovery'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use your authenticator app' })).not.toBeInTheDocument();
  },
};

export const WrongCode: Story = {
  name: 'Wrong code',
  args: { error: { title: messages.secondFactorWrong } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.secondFactorWrong);
  },
};

export const Verifying: Story = {
  name: 'Verifying…',
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true');
  },
};
