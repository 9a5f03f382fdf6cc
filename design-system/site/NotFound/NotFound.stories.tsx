import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Site/NotFound',
  component: NotFound,
  parameters: { route: '/no-such-page' },
  args: {
    title: 'We could not find that page',
    description: 'The page you asked for does not exist or has moved. Try one of these instead.',
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find that page');
    const nav = canvas.getByRole('navigation', { name: 'Helpful links' });
    await expect(within(nav).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Browse our services' })).toHaveAttribute('href', '/services');
    await expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  },
};

export const WithRequestedPath: Story = {
  name: 'Showing the requested path',
  args: { requestedPath: '/services/old-seo-package-2019' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('/services/old-seo-package-2019')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Small phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
