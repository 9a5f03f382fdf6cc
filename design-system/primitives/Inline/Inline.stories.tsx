import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from './Inline';
import { Badge } from '../Badge';

const tags = ['Web design', 'Local SEO', 'E-commerce', 'Hosting', 'AI tools', 'Live chat', 'Heat maps', 'A/B testing'];

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: { children: tags.map((tag) => <Badge key={tag} tone="brand">{tag}</Badge>) },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Small space (default)' };
export const Centred: Story = { name: 'Centred', args: { align: 'center', space: 'medium' } };
export const Mobile: Story = {
  name: 'Wrapping on a small phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
