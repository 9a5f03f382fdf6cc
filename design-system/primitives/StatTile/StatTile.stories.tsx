import type { Meta, StoryObj } from '@storybook/react-vite';
import { DollarSign, Server, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatTile } from './StatTile';

const meta = {
  title: 'Primitives/StatTile',
  component: StatTile,
  args: { label: 'Active servers', value: '12', icon: <Server /> },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Label and value',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Active servers');
    await expect(canvas.getByRole('definition')).toHaveTextContent('12');
  },
};

export const TrendUp: Story = {
  name: 'Trend up (good news)',
  args: {
    label: 'Monthly revenue',
    value: '$48,250',
    icon: <DollarSign />,
    trend: { direction: 'up', label: '+12% vs last month' },
    hint: 'Last 30 days',
  },
};

export const TrendDown: Story = {
  name: 'Trend down (bad news)',
  args: {
    label: 'Customers',
    value: '1,284',
    icon: <Users />,
    trend: { direction: 'down', label: '-3% vs last month' },
  },
};

export const DownIsGood: Story = {
  name: 'Trend down that is good news',
  args: {
    label: 'Average response time',
    value: '1.2 s',
    icon: undefined,
    trend: { direction: 'down', label: '-0.4 s vs last week', tone: 'positive' },
  },
};

export const HintOnly: Story = { name: 'With hint, no icon', args: { icon: undefined, hint: 'Across 14 data centres' } };
