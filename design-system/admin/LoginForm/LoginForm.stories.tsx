import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '../../../domain/messages';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Admin/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardOnly: Story = {
  name: 'Signing in with the keyboard',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Email/)).toHaveFocus();
    await userEvent.keyboard('admin@example.com');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Password/)).toHaveFocus();
    await userEvent.keyboard('demo-password-123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'demo-password-123' });
  },
};

export const Checks: Story = {
  name: 'Missing and malformed fields',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter your email address.')).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText(/Email/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Email/), '@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText(/Password/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCredentials: Story = {
  name: 'Wrong email or password',
  args: { error: { title: messages.adminLoginFailed } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.adminLoginFailed);
  },
};

export const TooManyAttempts: Story = {
  name: 'Too many attempts',
  args: { error: { title: messages.adminLoginTooManyAttempts, message: 'Please wait 14 minutes before trying again.' } },
};

export const Unreachable: Story = {
  name: 'Server unreachable',
  args: { error: { title: messages.adminLoginUnreachable } },
};

export const Submitting: Story = {
  name: 'Signing in…',
  args: { submitting: true, defaultEmail: 'admin@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true');
  },
};
