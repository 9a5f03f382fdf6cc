import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

import { footerContent, footerNav } from '../../../domain/navigation';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2025, ...footerContent },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    for (const link of [...footerNav.quickLinks, ...footerNav.services]) {
      await expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    // No dead placeholder links (the old site's social links were all href="#").
    for (const link of canvas.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      await expect(href).not.toBe('');
      await expect(href.startsWith('#')).toBe(false);
    }
    await expect(canvas.getByText('© 2025 Lone Star Web Studio. All rights reserved.')).toBeVisible();
    await expect(canvas.getByText('Our social media profiles are coming soon.')).toBeVisible();
  },
};

export const OnServicesPage: Story = {
  name: 'On the Services page',
  parameters: { route: '/services' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    // Home is current only on the home page itself
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const Mobile: Story = {
  name: 'Small phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Tablet: Story = {
  name: 'Tablet',
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
