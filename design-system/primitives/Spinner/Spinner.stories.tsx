import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default (label for screen readers)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const WithVisibleLabel: Story = {
  name: 'With visible label',
  args: { label: 'Loading servers…', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading servers…')).toBeVisible();
  },
};

export const Sizes: Story = {
  name: 'Small, medium and large',
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      <Spinner {...args} size="small" label="Loading small" />
      <Spinner {...args} size="medium" label="Loading medium" />
      <Spinner {...args} size="large" label="Loading large" />
    </div>
  ),
};
