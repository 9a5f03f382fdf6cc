import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container';
import { Card } from '../Card';
import { Text } from '../Text';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Card>
        <Text>Content is centred and never wider than the content width, with the page gutter either side.</Text>
      </Card>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = { name: 'Content width (default)' };
export const Prose: Story = { name: 'Prose width', args: { width: 'prose' } };
