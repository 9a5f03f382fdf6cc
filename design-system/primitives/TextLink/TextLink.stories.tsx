import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, LinkComponentProvider, type LinkComponentProps } from './Link';
import { expect } from 'storybook/test';
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
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'WCAG guidelines (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AsRouterLink: Story = {
  name: 'As a site link (asChild)',
  render: (args) => (
    <Text>
      Read our{' '}
      <TextLink tone={args.tone} asChild>
        <Link href="/privacy">Privacy Policy</Link>
      </TextLink>
      .
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  },
};

/** A link component as an app passes one: it shows what the design system hands it. */
function RecordingLink({ activeMatch, ...props }: LinkComponentProps) {
  return <a data-active-match={activeMatch} {...props} />;
}

export const ThroughTheAppsLinkComponent: Story = {
  name: "Links render with the app's link component",
  render: (args) => (
    <LinkComponentProvider linkComponent={RecordingLink}>
      <Text>
        <TextLink tone={args.tone} asChild>
          <Link href="/">Home</Link>
        </TextLink>{' '}
        ·{' '}
        <TextLink tone={args.tone} asChild>
          <Link href="/services">Services</Link>
        </TextLink>{' '}
        ·{' '}
        <TextLink tone={args.tone} asChild>
          <Link href="/admin" exact>
            Admin overview
          </Link>
        </TextLink>
      </Text>
    </LinkComponentProvider>
  ),
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '/');
    // TextLink's class reaches the app's component, which renders the anchor.
    await expect(home.className).not.toBe('');
    // The home page's link is current only on the home page; others also below their path.
    await expect(home).toHaveAttribute('data-active-match', 'exact');
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveAttribute('data-active-match', 'prefix');
    await expect(canvas.getByRole('link', { name: 'Admin overview' })).toHaveAttribute('data-active-match', 'exact');
  },
};
