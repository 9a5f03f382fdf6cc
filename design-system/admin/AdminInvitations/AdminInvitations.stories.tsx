import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoInvitationToken, sampleAccount } from '../../../domain/samples/admin';
import { AdminInvitations } from './AdminInvitations';

const meta = {
  title: 'Admin/AdminInvitations',
  component: AdminInvitations,
  args: { admins: sampleAccount.admins, invitations: sampleAccount.invitations, onInvite: fn(), onRevoke: fn() },
} satisfies Meta<typeof AdminInvitations>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = `https://www.lonestarweb.studio/admin/invite#token=${demoInvitationToken}`;

export const Lists: Story = {
  name: 'Admins and pending invitations',
  play: async ({ canvas, args }) => {
    const admins = within(canvas.getByRole('list', { name: 'Admins' })).getAllByRole('listitem');
    await expect(admins).toHaveLength(2);
    await expect(admins[0]).toHaveTextContent('You');
    const pending = within(canvas.getByRole('list', { name: 'Pending invitations' })).getAllByRole('listitem');
    await expect(pending[0]).toHaveTextContent('Pending');
    await expect(pending[1]).toHaveTextContent('Expired');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw the invitation of dale@example.com' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('7');
  },
};

/** The address is checked before anything is sent; by keyboard. */
export const Invite: Story = {
  name: 'Inviting by email',
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Invite an admin' }));
    await userEvent.type(form.getByLabelText(/Email/), 'not-an-address{Enter}');
    await expect(form.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(form.getByLabelText(/Email/)).toHaveFocus();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.clear(form.getByLabelText(/Email/));
    await userEvent.type(form.getByLabelText(/Email/), 'ana@example.com');
    await userEvent.tab();
    await userEvent.keyboard('Ana Ruiz{Enter}');
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'ana@example.com', name: 'Ana Ruiz' });
  },
};

export const NotEmailed: Story = {
  name: 'Invitation made, not emailed: the link shown once',
  args: { invited: { email: 'ana@example.com', link, expiresAt: '2026-11-23T15:00:00.000Z', emailed: false } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Invitation made for ana@example.com, not emailed.');
    await expect(status).toHaveTextContent('Email is not configured on this server');
    await expect(canvas.getByLabelText('Invitation link')).toHaveTextContent(link);
  },
};

export const Emailed: Story = {
  name: 'Invitation emailed',
  args: { invited: { email: 'ana@example.com', link, expiresAt: '2026-11-23T15:00:00.000Z', emailed: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Invitation sent to ana@example.com.');
  },
};

export const NoInvitations: Story = {
  name: 'Nobody invited',
  args: { invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invitation is waiting.')).toBeVisible();
  },
};
