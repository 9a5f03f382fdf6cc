import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminAccountHandlers, adminInvitationHandlers, adminStepUpHandlers, demoAdmin, demoInvitationToken, resetMockState } from '../../../../mocks/handlers';
import { clearStoredSession, readStoredSession } from '../../../admin/session';
import { AdminAccountPage } from './AdminAccountPage';
import { AdminInvitePage } from './AdminInvitePage';
import { withAdminSession } from './AdminStoryFrame';

/** /admin/account against the mock (stateful: ending, inviting and withdrawing change the next answer) and /admin/invite. */
const meta = {
  title: 'Admin/Pages/Admin users',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  name: '/admin/account: invite (not emailed), end a session',
  decorators: [withAdminSession],
  parameters: { route: '/admin/account', msw: { handlers: { adminAccount: adminAccountHandlers.success } } },
  render: () => <AdminAccountPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Signed in as ${demoAdmin.name} (${demoAdmin.email}).`)).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Invite an admin' }));
    await userEvent.type(form.getByLabelText(/Email/), 'ana@example.com{Enter}');
    const shown = await canvas.findByText('Invitation made for ana@example.com, not emailed.');
    await expect(shown).toBeVisible();
    await expect(canvas.getByLabelText('Invitation link')).toHaveTextContent(`/admin/invite#token=${demoInvitationToken}`);
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Pending invitations' })).getAllByRole('listitem')).toHaveLength(3));

    await userEvent.click(canvas.getByRole('button', { name: /^End session: Safari on iOS/ }));
    await expect(await canvas.findByText('1 session ended.')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(2));
  },
};

export const AccountWrongPassword: Story = {
  name: '/admin/account: a wrong current password is refused, the admin stays signed in',
  decorators: [withAdminSession],
  parameters: { route: '/admin/account', msw: { handlers: { adminAccount: adminAccountHandlers.success } } },
  render: () => <AdminAccountPage />,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Current password/), 'not the password');
    await userEvent.type(canvas.getByLabelText(/^New password(?! again)/), 'a brand new long password');
    await userEvent.type(canvas.getByLabelText(/New password again/), 'a brand new long password{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The current password is not right. Nothing was changed.');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const AccountStepUp: Story = {
  name: '/admin/account: an old sign-in confirms it is them, by keyboard, then the password changes',
  decorators: [withAdminSession],
  parameters: { route: '/admin/account', msw: { handlers: { adminAccount: adminAccountHandlers.stepUpRequired, adminStepUp: adminStepUpHandlers.success } } },
  beforeEach: () => {
    resetMockState();
  },
  render: () => <AdminAccountPage />,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Current password/), demoAdmin.password);
    await userEvent.type(canvas.getByLabelText(/^New password(?! again)/), 'a brand new long password');
    await userEvent.type(canvas.getByLabelText(/New password again/), 'a brand new long password{Enter}');
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog).toHaveTextContent('To change your password');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus());
    await userEvent.keyboard('not the password{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('That password is not right.');
    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.keyboard(`${demoAdmin.password}{Enter}`);
    await expect(await canvas.findByText('Your password is changed.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AccountStepUpCancelled: Story = {
  name: '/admin/account: cancelling the confirmation changes nothing and says why',
  decorators: [withAdminSession],
  parameters: { route: '/admin/account', msw: { handlers: { adminAccount: adminAccountHandlers.stepUpRequired, adminStepUp: adminStepUpHandlers.success } } },
  beforeEach: () => {
    resetMockState();
  },
  render: () => <AdminAccountPage />,
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Invite an admin' }));
    await userEvent.type(form.getByLabelText(/Email/), 'ana@example.com{Enter}');
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog).toHaveTextContent('To invite an admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Confirm it is you first');
    await expect(canvas.queryByText('Invitation made for ana@example.com, not emailed.')).toBeNull();
  },
};

export const AccountFails: Story = {
  name: '/admin/account: the server fails',
  decorators: [withAdminSession],
  parameters: { route: '/admin/account', msw: { handlers: { adminAccount: adminAccountHandlers.error } } },
  render: () => <AdminAccountPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your account could not be read.', {}, { timeout: 15_000 })).toBeVisible();
  },
};

const withInvitationLink = () => {
  const before = window.location.href;
  clearStoredSession();
  window.history.replaceState(window.history.state, '', `#token=${demoInvitationToken}`);
  return () => {
    clearStoredSession();
    window.history.replaceState(window.history.state, '', before);
  };
};

export const Invite: Story = {
  name: '/admin/invite: choosing a password signs the new admin in',
  parameters: { route: '/admin/invite', msw: { handlers: { adminInvitation: adminInvitationHandlers.success } } },
  beforeEach: withInvitationLink,
  render: () => <AdminInvitePage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('dale@example.com')).toBeVisible();
    await expect(window.location.hash).toBe('');
    await userEvent.type(canvas.getByLabelText(/^Password(?! again)/), 'dale chose a long password');
    await userEvent.type(canvas.getByLabelText(/Password again/), 'dale chose a long password{Enter}');
    await waitFor(() => expect(readStoredSession()?.user).toEqual({ email: 'dale@example.com', name: 'Dale Whitaker' }));
  },
};

export const InviteUsed: Story = {
  name: '/admin/invite: a used link says so',
  parameters: { route: '/admin/invite', msw: { handlers: { adminInvitation: adminInvitationHandlers.used } } },
  beforeEach: withInvitationLink,
  render: () => <AdminInvitePage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This invitation link has already been used.');
    await expect(canvas.queryByRole('button', { name: 'Create my admin account' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
  },
};
