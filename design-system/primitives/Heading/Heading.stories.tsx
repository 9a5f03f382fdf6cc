import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';
import { Stack } from '../Stack';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'Websites that work as hard as Texas does' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  name: 'Levels 1 to 4 at their default sizes',
  render: () => (
    <Stack>
      <Heading level={1}>Heading level 1 (display)</Heading>
      <Heading level={2}>Heading level 2</Heading>
      <Heading level={3}>Heading level 3</Heading>
      <Heading level={4}>Heading level 4</Heading>
    </Stack>
  ),
};

export const DecoupledSize: Story = {
  name: 'Outline level 2, small visual size',
  render: () => (
    <Stack>
      <Heading level={1}>Page title</Heading>
      <Heading level={2} size="large">
        A section heading that looks quiet
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('A section heading that looks quiet');
  },
};

export const LongText: Story = {
  name: 'Long heading on a small phone',
  args: { children: 'AI-powered web design, hosting and marketing automation for small businesses from El Paso to Texarkana' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
