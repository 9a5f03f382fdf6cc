import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { serverSummary } from '../../../domain/hosting-automation';
import { sampleServers } from '../../../domain/samples';
import { ServerSummary } from './ServerSummary';

const meta = {
  title: 'Hosting automation/ServerSummary',
  component: ServerSummary,
  args: { summary: serverSummary(sampleServers) },
} satisfies Meta<typeof ServerSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the value of the tile whose label is `label` (each tile is a description list). */
const tileValue = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

export const Default: Story = {
  name: 'From the sample servers',
  play: async ({ canvasElement }) => {
    await expect(tileValue(canvasElement, 'Total Servers')).toBe('6');
    await expect(tileValue(canvasElement, 'Running')).toBe('3');
    await expect(tileValue(canvasElement, 'Average CPU')).toBe('51%');
    await expect(tileValue(canvasElement, 'Total Uptime')).toBe('99.9%');
    await expect(canvasElement).toHaveTextContent('3 need attention');
  },
};

export const AllRunning: Story = {
  name: 'Every server running',
  args: { summary: serverSummary(sampleServers.map((s) => ({ ...s, status: 'running' }))) },
  play: async ({ canvasElement }) => {
    await expect(tileValue(canvasElement, 'Running')).toBe('6');
    await expect(canvasElement).toHaveTextContent('Every server is up');
  },
};

export const Phone: Story = {
  name: 'Phone: two tiles across',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const tiles = Array.from(canvasElement.querySelectorAll('dl')).map((tile) => tile.getBoundingClientRect());
    await expect(tiles).toHaveLength(4);
    // Two rows of two: the second tile sits beside the first, the third below it.
    await expect(Math.abs(tiles[1]!.top - tiles[0]!.top)).toBeLessThan(1);
    await expect(tiles[2]!.top).toBeGreaterThan(tiles[0]!.bottom - 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    for (const tile of canvasElement.querySelectorAll('dl'))
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
  },
};
