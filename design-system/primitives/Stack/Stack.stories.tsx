import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack';
import { Card } from '../Card';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: [
      <Card key="1">Design</Card>,
      <Card key="2">Hosting</Card>,
      <Card key="3">Growth</Card>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Medium space (default)' };
export const Tight: Story = { name: 'Small space', args: { space: 'xsmall' } };
export const Loose: Story = { name: 'Extra large space', args: { space: 'xlarge' } };
export const Centred: Story = { name: 'Centred', args: { align: 'center' } };
