import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminSecondFactorHandlers, adminStepUpHandlers, demoAdmin, resetMockState } from '../../../../mocks/handlers';
import { sampleRecoveryCodes } from '../../../../domain/samples';
import { AdminTwoFactorPage } from './AdminTwoFactorPage';
import { withAdminSession } from './AdminStoryFrame';

/** /admin/two-factor against the mock of admin-second-factor (its state starts afresh per story). */
const meta = {
  title: 'Admin/Pages/Two-factor sign-in',
  component: AdminTwoFactorPage,
  decorators: [withAdminSession],
  parameters: { layout: 'fullscreen', route: '/admin/two-factor', msw: { handlers: { adminSecondFactor: adminSecondFactorHandlers.success } } },
  beforeEach: () => {
    resetMockState();
  },
} satisfies Meta<typeof AdminTwoFactorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnrolTotp: Story = {
  name: 'Setting up an authenticator app by keyboard',
  play: async ({ canvas }) => {
    const setUp = await canvas.findByRole('button', { name: 'Set up an authenticator app' });
    setUp.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    await expect(canvas.getByLabelText('Key for the authenticator app')).toHaveTextContent('JBSW Y3DP');
    await expect(canvas.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
    const field = canvas.getByLabelText(/Code from the app/);
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(field);
    await userEvent.keyboard('000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code does not match');
    await userEvent.clear(field);
    await userEvent.keyboard(`${demoAdmin.totpCode}{Enter}`);
    const codes = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(sampleRecoveryCodes);
    await expect(canvas.getByText('On')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument());
    await expect(canvas.getByText('10 left')).toBeVisible();
  },
};

export const Enrolled: Story = {
  name: 'App, two passkeys, 7 codes: removing a passkey asks first',
  parameters: { msw: { handlers: { adminSecondFactor: adminSecondFactorHandlers.enrolled } } },
  play: async ({ canvas }) => {
    const remove = await canvas.findByRole('button', { name: 'Remove YubiKey 5C' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the passkey “YubiKey 5C”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('YubiKey 5C')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove YubiKey 5C' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove the passkey' }));
    await waitFor(() => expect(canvas.queryByText('YubiKey 5C')).not.toBeInTheDocument());
    await expect(canvas.getByText('1 added')).toBeVisible();
  },
};

export const StepUp: Story = {
  name: 'An old sign-in: removing the app asks "Confirm it\'s you" (a code), then removes it',
  parameters: { msw: { handlers: { adminSecondFactor: adminSecondFactorHandlers.stepUpRequired, adminStepUp: adminStepUpHandlers.success } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the authenticator app' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove the app' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a code from your authenticator app' }));
    const field = within(dialog).getByLabelText(/Code from your authenticator app/);
    await userEvent.type(field, `${demoAdmin.totpCode}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  },
};

export const Invited: Story = {
  name: 'An invited admin: told to set up a factor first; the notice goes once one is set up',
  parameters: { msw: { handlers: { adminSecondFactor: adminSecondFactorHandlers.invited } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Set up a second factor (an authenticator app or a passkey) before using the admin area.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await canvas.findByLabelText(/Code from the app/), `${demoAdmin.totpCode}{Enter}`);
    await canvas.findByRole('list', { name: 'Recovery codes' });
    await waitFor(() => expect(canvas.queryByText(/before using the admin area/)).toBeNull());
  },
};

export const Rename: Story = {
  name: 'Renaming a passkey',
  parameters: { msw: { handlers: { adminSecondFactor: adminSecondFactorHandlers.enrolled } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename MacBook Touch ID' }));
    const field = canvas.getByLabelText(/New name/);
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.keyboard('Office iMac{Enter}');
    await expect(await canvas.findByText('Office iMac')).toBeVisible();
  },
};

export const Failing: Story = {
  name: 'The call fails',
  parameters: { msw: { handlers: { adminSecondFactor: adminSecondFactorHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your sign-in settings could not be read.', undefined, { timeout: 10_000 })).toBeVisible();
  },
};
