import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleClickHotspots, sampleHeatMap, sampleHeatMapPage } from '../../../domain/samples';
import { sampleClicks } from '../../../domain/heatmap';
import { HeatMap } from './HeatMap';

const clicks = sampleClicks(sampleClickHotspots, sampleHeatMap.clicks, sampleHeatMapPage, sampleHeatMap.seed);

const meta = {
  title: 'Plans/HeatMap',
  component: HeatMap,
  parameters: { layout: 'padded' },
  args: {
    title: 'Click heat map of the sample home page',
    page: sampleHeatMapPage,
    clicks,
  },
} satisfies Meta<typeof HeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SampleClicks: Story = {
  name: 'Sample clicks on a home page',
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'Click heat map of the sample home page' });
    // A real density picture: many cells of heat, drawn over the wireframe.
    await expect(Number(picture.getAttribute('data-heatmap-cells'))).toBeGreaterThan(50);
    await expect(picture.querySelectorAll('[data-region]').length).toBe(sampleHeatMapPage.regions.length);
    // The picture is described in words: the most clicked areas, hottest first.
    const ranking = canvas.getAllByRole('listitem');
    await expect(ranking).toHaveLength(5);
    await expect(ranking[0]).toHaveTextContent('The “Order Online” button: 27.5% (220 clicks)');
    await expect(picture).toHaveAccessibleDescription(/Most clicked areas/);
    await expect(canvas.getByText(/Dead clicks:/)).toBeVisible();
  },
};

export const FewClicks: Story = {
  name: 'A handful of clicks',
  args: { clicks: clicks.slice(0, 12), title: 'First hour of visits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most clicked areas (of 12 clicks)')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'First hour of visits' })).toBeVisible();
  },
};

export const NoClicks: Story = {
  name: 'No clicks yet',
  args: { clicks: [], title: 'A page nobody has visited yet' },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'A page nobody has visited yet' });
    await expect(picture.getAttribute('data-heatmap-cells')).toBe('0');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByText('No clicks recorded yet.')).toBeVisible();
  },
};
