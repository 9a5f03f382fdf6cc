import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostingComparison, hostingCopy } from '../../../domain/hosting-page';
import { HostingComparisonTable } from './HostingComparisonTable';

const meta = {
  title: 'Hosting/HostingComparisonTable',
  component: HostingComparisonTable,
  args: {
    caption: hostingCopy.comparisonCaption,
    featureLabel: hostingComparison.featureLabel,
    oursLabel: hostingComparison.oursLabel,
    traditionalLabel: hostingComparison.traditionalLabel,
    rows: hostingComparison.rows,
  },
} satisfies Meta<typeof HostingComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Against traditional hosting',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: hostingCopy.comparisonCaption });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Feature', 'Lone Star Cloud', 'Traditional hosting']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(hostingComparison.rows.length);
    // A yes/no cell says it in words as well as with an icon.
    const row = within(table).getByRole('row', { name: /Auto-scaling/ });
    await expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Included', 'Not included']);
  },
};

export const Mobile: Story = {
  name: 'Scrolls sideways on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: hostingCopy.comparisonCaption });
    // The region, not the page, scrolls; it is focusable so a keyboard can scroll it.
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
