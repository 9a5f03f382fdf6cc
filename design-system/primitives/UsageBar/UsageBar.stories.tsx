import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UsageBar } from './UsageBar';
import { Stack } from '../Stack';

const meta = {
  title: 'Primitives/UsageBar',
  component: UsageBar,
  args: { label: 'CPU', value: 45 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof UsageBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  name: 'Normal (60 or below, green)',
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'CPU' });
    await expect(meter).toHaveAttribute('aria-valuenow', '45');
    await expect(meter).toHaveAttribute('aria-valuetext', '45%, normal');
  },
};

export const Elevated: Story = {
  name: 'Elevated (over 60, orange)',
  args: { label: 'Memory', value: 72 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Memory' })).toHaveAttribute('aria-valuetext', '72%, elevated');
  },
};

export const High: Story = {
  name: 'High (over 80, red)',
  args: { label: 'Disk', value: 91 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Disk' })).toHaveAttribute('aria-valuetext', '91%, high');
  },
};

export const Boundaries: Story = {
  name: 'Band boundaries (60, 61, 80, 81)',
  render: () => (
    <Stack>
      <UsageBar label="At 60" value={60} />
      <UsageBar label="At 61" value={61} />
      <UsageBar label="At 80" value={80} />
      <UsageBar label="At 81" value={81} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'At 60' })).toHaveAttribute('aria-valuetext', '60%, normal');
    await expect(canvas.getByRole('meter', { name: 'At 61' })).toHaveAttribute('aria-valuetext', '61%, elevated');
    await expect(canvas.getByRole('meter', { name: 'At 80' })).toHaveAttribute('aria-valuetext', '80%, elevated');
    await expect(canvas.getByRole('meter', { name: 'At 81' })).toHaveAttribute('aria-valuetext', '81%, high');
  },
};

export const OutOfRange: Story = {
  name: 'Out-of-range values are clamped',
  render: () => (
    <Stack>
      <UsageBar label="Below zero" value={-5} />
      <UsageBar label="Over full" value={130} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Below zero' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('meter', { name: 'Over full' })).toHaveAttribute('aria-valuenow', '100');
  },
};
