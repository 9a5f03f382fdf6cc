import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';
import { Stack } from '../Stack';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'We design, host and grow websites for Texas small businesses.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Standard' };

export const Tones: Story = {
  name: 'Tones',
  render: (args) => (
    <Stack space="xsmall">
      <Text {...args} tone="standard">Standard: the body text colour.</Text>
      <Text {...args} tone="muted">Muted: secondary information.</Text>
      <Text {...args} tone="brand">Brand: a highlighted phrase.</Text>
      <Text {...args} tone="positive">Positive: all systems operational.</Text>
      <Text {...args} tone="caution">Caution: usage is getting high.</Text>
      <Text {...args} tone="critical">Critical: payment failed.</Text>
    </Stack>
  ),
};

export const Sizes: Story = {
  name: 'Sizes',
  render: (args) => (
    <Stack space="xsmall">
      <Text {...args} size="large">Large text</Text>
      <Text {...args} size="standard">Standard text</Text>
      <Text {...args} size="small">Small text</Text>
      <Text {...args} size="xsmall">Extra small text</Text>
    </Stack>
  ),
};
