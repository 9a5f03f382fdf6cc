import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../TextLink';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { Inline } from '../Inline';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Get a free quote', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'critical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: 'Primary',
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Get a free quote' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { name: 'Secondary', args: { tone: 'secondary', children: 'See our work' } };

export const Ghost: Story = { name: 'Ghost', args: { tone: 'ghost', children: 'Learn more' } };

export const Critical: Story = { name: 'Critical', args: { tone: 'critical', children: 'Cancel subscription' } };

export const AllTones: Story = {
  name: 'All tones side by side',
  render: (args) => (
    <Inline space="small">
      <Button {...args} tone="primary">Primary</Button>
      <Button {...args} tone="secondary">Secondary</Button>
      <Button {...args} tone="ghost">Ghost</Button>
      <Button {...args} tone="critical">Critical</Button>
    </Inline>
  ),
};

export const Sizes: Story = {
  name: 'Small, medium and large',
  render: (args) => (
    <Inline space="small" alignY="center">
      <Button {...args} size="small">Small</Button>
      <Button {...args} size="medium">Medium</Button>
      <Button {...args} size="large">Large</Button>
    </Inline>
  ),
};

export const FullWidth: Story = { name: 'Full width', args: { fullWidth: true, children: 'Start your project' } };

export const Loading: Story = {
  name: 'Loading (clicks ignored)',
  args: { loading: true, children: 'Sending…' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { disabled: true, children: 'Sold out' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sold out' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  name: 'Long label',
  args: { children: 'Book a free 30-minute website and local SEO consultation with our Austin team' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const AsRouterLink: Story = {
  name: 'As a site link (asChild)',
  args: { tone: 'primary', size: 'large' },
  render: (args) => (
    <Button {...args} asChild>
      <Link href="/contact">Get Started</Link>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Get Started' });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(link.className).not.toBe('');
  },
};
