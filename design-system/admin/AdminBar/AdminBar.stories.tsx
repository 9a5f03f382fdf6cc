import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../../domain/messages';
import { adminNav } from '../../../domain/navigation';
import { AdminBar } from './AdminBar';

const meta = {
  title: 'Admin/AdminBar',
  component: AdminBar,
  parameters: { layout: 'fullscreen', route: '/hosting-management' },
  args: {
    title: 'Admin',
    links: adminNav,
    userName: 'Demo Admin',
    userEmail: 'admin@example.com',
    signOutLabel: messages.signOut,
    onSignOut: fn(),
  },
} satisfies Meta<typeof AdminBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHostingManagement: Story = {
  name: 'On the hosting dashboard',
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/admin', '/hosting-management', '/admin/tools', '/admin/integrations', '/admin/bookings', '/admin/subscriptions', '/admin/email', '/admin/security', '/admin/account', '/admin/two-factor', '/admin/stability']);
    await expect(within(nav).getByRole('link', { name: 'Hosting' })).toHaveAttribute('aria-current', 'page');
    // /admin is current only on /admin itself
    await expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const OnASubPage: Story = {
  name: 'On /admin/tools: only Tools is current',
  parameters: { route: '/admin/tools' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    await expect(current).toEqual(['Tools']);
  },
};

export const SigningOut: Story = {
  name: 'Signing out',
  args: { signingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
