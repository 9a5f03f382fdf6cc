import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gauge, MousePointerClick, Split, Target } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { abTestingProduct, heatMapProduct } from '../../../domain/products';
import { ProductHighlights, ProductSteps } from './ProductHighlights';

const icons = [<Split key="split" />, <Gauge key="gauge" />, <Target key="target" />, <MousePointerClick key="mouse" />];

const meta = {
  title: 'Plans/ProductHighlights',
  component: ProductHighlights,
  args: {
    items: abTestingProduct.highlights.map((h, i) => ({ title: h.title, text: h.text, icon: icons[i] })),
  },
} satisfies Meta<typeof ProductHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Highlights: Story = {
  name: 'What A/B testing does',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(abTestingProduct.highlights.length);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Know when a result is real' })).toBeVisible();
  },
};

export const WithoutIcons: Story = {
  name: 'Without icons',
  args: { items: heatMapProduct.highlights.map(({ title, text }) => ({ title, text })) },
};

export const Steps: Story = {
  name: 'How it works (steps)',
  render: () => <ProductSteps steps={heatMapProduct.steps} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(heatMapProduct.steps.length);
    await expect(canvas.getByText('Step 1')).toBeVisible();
  },
};
