import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from './Badge';
import { Inline } from '../Inline';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Secure Site' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { name: 'Neutral' };

export const AllTones: Story = {
  name: 'All tones',
  render: () => (
    <Inline>
      <Badge tone="neutral">Neutral</Badge>
      <Badge tone="brand">Brand</Badge>
      <Badge tone="accent">Accent</Badge>
      <Badge tone="positive">Online</Badge>
      <Badge tone="caution">Degraded</Badge>
      <Badge tone="critical">Offline</Badge>
      <Badge tone="info">Beta</Badge>
    </Inline>
  ),
};

export const Strong: Story = {
  name: 'Strong (brand and accent)',
  render: () => (
    <Inline>
      <Badge tone="brand" emphasis="strong">
        New
      </Badge>
      <Badge tone="accent" emphasis="strong" icon={<Star size="1em" />}>
        Most Popular
      </Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most Popular')).toBeVisible();
  },
};
