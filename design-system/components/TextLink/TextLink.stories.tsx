import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import { TextLink } from './TextLink';
import { Text } from '../Text';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  args: { href: '/services', children: 'our services' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InText: Story = {
  name: 'Inside a sentence',
  render: (args) => (
    <Text>
      We build fast, accessible websites for Texas small businesses. Read about <TextLink {...args} /> to
      see what fits.
    </Text>
  ),
};

export const Tones: Story = {
  name: 'Brand, neutral and muted',
  render: (args) => (
    <Text>
      <TextLink {...args} tone="brand">Brand link</TextLink> · <TextLink {...args} tone="neutral">Neutral link</TextLink>{' '}
      · <TextLink {...args} tone="muted">Muted link</TextLink>
    </Text>
  ),
};

export const Quiet: Story = { name: 'Quiet (underline on hover)', args: { quiet: true, tone: 'neutral' } };

export const External: Story = {
  name: 'External (new tab)',
  args: { href: 'https://www.w3.org/WAI/standards-guidelines/wcag/', external: true, children: 'WCAG guidelines' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'WCAG guidelines (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AsRouterLink: Story = {
  name: 'As a router link (asChild)',
  render: (args) => (
    <Text>
      Read our{' '}
      <TextLink tone={args.tone} asChild>
        <Link to="/privacy">Privacy Policy</Link>
      </TextLink>
      .
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  },
};
