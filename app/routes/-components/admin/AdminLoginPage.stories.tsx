import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { messages } from '../../../../domain/messages';
import { adminLoginHandlers, adminLoginSecondFactorHandlers, demoAdmin } from '../../../../mocks/handlers';
import { readStoredSession, clearStoredSession } from '../../../admin/session';
import { AdminLoginPage } from './AdminLoginPage';

const meta = {
  title: 'Admin/Pages/Sign in',
  component: AdminLoginPage,
  parameters: { layout: 'fullscreen', route: '/admin/login', msw: { handlers: { adminLogin: adminLoginHandlers.success } } },
  args: { redirect: '/hosting-management' },
  beforeEach: () => {
    clearStoredSession();
    return () => clearStoredSession();
  },
} satisfies Meta<typeof AdminLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvas: StoryContext['canvas'], password: string) {
  await userEvent.type(canvas.getByLabelText(/Email/), demoAdmin.email);
  await userEvent.type(canvas.getByLabelText(/Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: messages.signIn }));
}

export const SignsIn: Story = {
  name: 'Right credentials: the session is stored',
  play: async ({ canvas }) => {
    await signIn(canvas, demoAdmin.password);
    await waitFor(() => expect(readStoredSession()?.token).toBe(demoAdmin.sessionToken));
    const stored = readStoredSession()!;
    await expect(stored.user).toEqual({ email: demoAdmin.email, name: demoAdmin.name });
    await expect(Math.abs(stored.lastActivity - Date.now())).toBeLessThan(60_000);
  },
};

export const WrongPassword: Story = {
  name: 'Wrong credentials',
  parameters: { msw: { handlers: { adminLogin: adminLoginHandlers.unauthorized } } },
  play: async ({ canvas }) => {
    await signIn(canvas, 'not-the-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.adminLoginFailed);
    await expect(readStoredSession()).toBeNull();
  },
};

export const TooManyAttempts: Story = {
  name: 'Too many attempts, with the wait',
  parameters: { msw: { handlers: { adminLogin: adminLoginHandlers.rateLimited } } },
  play: async ({ canvas }) => {
    await signIn(canvas, 'again-and-again');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.adminLoginTooManyAttempts);
    await expect(alert).toHaveTextContent('Please wait 30 seconds before trying again.');
  },
};

export const Unreachable: Story = {
  name: 'Server unreachable',
  parameters: { msw: { handlers: { adminLogin: adminLoginHandlers.offline } } },
  play: async ({ canvas }) => {
    await signIn(canvas, demoAdmin.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.adminLoginUnreachable);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: { msw: { handlers: { adminLogin: adminLoginHandlers.error } } },
  play: async ({ canvas }) => {
    await signIn(canvas, demoAdmin.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.adminLoginError);
  },
};

export const SecondFactor: Story = {
  name: 'Second factor: a wrong code is refused, the right one signs in',
  parameters: { msw: { handlers: { adminLogin: adminLoginHandlers.secondFactor, adminLoginSecondFactor: adminLoginSecondFactorHandlers.success } } },
  play: async ({ canvas }) => {
    await signIn(canvas, demoAdmin.password);
    const field = await canvas.findByLabelText(/Code from your authenticator app/);
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(readStoredSession()).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await userEvent.type(field, '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.secondFactorWrong);
    await expect(readStoredSession()).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, `${demoAdmin.totpCode}{Enter}`);
    await waitFor(() => expect(readStoredSession()?.token).toBe(demoAdmin.sessionToken));
  },
};

export const SecondFactorRecovery: Story = {
  name: 'Second factor: a recovery code',
  parameters: { msw: { handlers: { adminLogin: adminLoginHandlers.secondFactor, adminLoginSecondFactor: adminLoginSecondFactorHandlers.success } } },
  play: async ({ canvas }) => {
    await signIn(canvas, demoAdmin.password);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(await canvas.findByLabelText(/Recovery code/), `${demoAdmin.recoveryCode}{Enter}`);
    await waitFor(() => expect(readStoredSession()?.token).toBe(demoAdmin.sessionToken));
  },
};

export const SecondFactorEnded: Story = {
  name: 'Second factor: the pending sign-in has ended, back to the password',
  parameters: { msw: { handlers: { adminLogin: adminLoginHandlers.secondFactor, adminLoginSecondFactor: adminLoginSecondFactorHandlers.ended } } },
  play: async ({ canvas }) => {
    await signIn(canvas, demoAdmin.password);
    await userEvent.type(await canvas.findByLabelText(/Code from your authenticator app/), `${demoAdmin.totpCode}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.secondFactorEnded);
    await expect(canvas.getByLabelText(/Password/)).toBeVisible();
  },
};
