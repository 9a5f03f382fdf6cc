import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { abTestingProduct, heatMapProduct } from '../../../domain/products';
import { PlanComparisonTable } from './PlanComparisonTable';
import { withMaxWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Plans/PlanComparisonTable',
  component: PlanComparisonTable,
  args: {
    caption: 'Compare A/B Testing plans',
    plans: abTestingProduct.plans,
    rows: abTestingProduct.comparison,
  },
} satisfies Meta<typeof PlanComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ABTesting: Story = {
  name: 'A/B Testing: Free, Pro, Enterprise',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Compare A/B Testing plans' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Feature', 'Free', 'ProMost Popular', 'Enterprise']);
    // Ticks and dashes are read as words.
    const segmentation = within(table).getByRole('row', { name: /Audience segmentation/ });
    await expect(
      within(segmentation)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not included', 'Not included', 'Included']);
    await expect(within(table).getByRole('row', { name: /Visitors per month/ })).toHaveTextContent('50,000');
  },
};

export const HeatMaps: Story = {
  name: 'Heat maps: click maps, scroll maps, recordings',
  args: { caption: 'Compare Heat Map plans', plans: heatMapProduct.plans, rows: heatMapProduct.comparison },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Compare Heat Map plans' });
    for (const feature of ['Click heat maps', 'Scroll heat maps', 'Session recordings']) {
      await expect(within(table).getByRole('rowheader', { name: feature })).toBeVisible();
    }
    const recordings = within(table).getByRole('row', { name: /Session recordings/ });
    await expect(
      within(recordings)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not included', 'Included', 'Included']);
  },
};

export const Mobile: Story = {
  name: 'Narrow screen (scrolls sideways)',
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [withMaxWidth('20rem')],
  play: async ({ canvas }) => {
    // The scroll region is focusable and named, so keyboard users can scroll it.
    const region = canvas.getByRole('region', { name: 'Compare A/B Testing plans' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
