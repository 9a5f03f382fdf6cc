import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './Header';

import { adminLoginLink, agency, headerContent, primaryNav, solutionsNav } from '../../../domain/navigation';

const meta = {
  title: 'Site/Header',
  component: Header,
  parameters: { layout: 'fullscreen', route: '/' },
  args: headerContent,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile2', isRotated: false } };

export const Desktop: Story = {
  name: 'Desktop, on the home page',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByText(/Secure connection active/)).toBeVisible();
    await expect(canvas.getByText('Secure Site')).toBeVisible();
    await expect(canvas.getByRole('link', { name: agency.name })).toHaveAttribute('href', '/');

    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    // "/" matches exactly, so the home link is not current on every page.
    await expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
    // The mobile menu button is hidden by CSS on wide screens.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    const links = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(links).toEqual([
      ...primaryNav.before.map((link) => link.to),
      ...primaryNav.after.map((link) => link.to),
      adminLoginLink.to,
    ]);
  },
};

export const SolutionsMenuOpen: Story = {
  name: 'Desktop, Solutions menu open',
  parameters: { route: '/live-chat' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(
      solutionsNav.map((link) => [link.label, link.to]),
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Live Chat' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DesktopCurrentPage: Story = {
  name: 'Desktop, on the Pricing page',
  parameters: { route: '/pricing' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const MobileClosed: Story = {
  name: 'Phone, menu closed',
  globals: phone,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Solutions' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Secure Site')).toBeVisible();
  },
};

export const MobileOpen: Story = {
  name: 'Phone, menu open on the Heat Maps page',
  globals: phone,
  parameters: { route: '/heat-map' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(panel).toBeVisible();
    const menu = within(panel as HTMLElement);

    const everyLink = [...primaryNav.before, ...solutionsNav, ...primaryNav.after];
    for (const link of everyLink) {
      await expect(menu.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    await expect(menu.getByRole('link', { name: 'Heat Maps' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    await expect(menu.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
  },
};

export const MobileOpenAndClose: Story = {
  name: 'Phone, menu closes on Escape and on a link',
  globals: phone,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('link', { name: 'Portfolio' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page'));
  },
};

export const SmallPhone: Story = {
  name: 'Small phone (320px), menu open',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { route: '/about' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    // Nothing overflows sideways on the narrowest phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
