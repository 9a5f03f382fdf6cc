import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostingAutomationFixed } from '../../../domain/constants';
import { PerformanceFigures } from './PerformanceFigures';

const meta = {
  title: 'Hosting automation/PerformanceFigures',
  component: PerformanceFigures,
  args: { figures: hostingAutomationFixed.performance },
} satisfies Meta<typeof PerformanceFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value beside a term (each figure is a dt / dd pair). */
const valueOf = (root: HTMLElement, term: string) =>
  within(root).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

export const Fixed: Story = {
  name: 'The fixed figures of the spec',
  play: async ({ canvas, canvasElement }) => {
    await expect(valueOf(canvasElement, 'Average response time')).toBe('1.2s');
    await expect(valueOf(canvasElement, 'Uptime')).toBe('99.9%');
    await expect(canvas.getByRole('meter', { name: 'CPU usage' })).toHaveAttribute('aria-valuetext', '45%, normal');
    await expect(canvas.getByRole('meter', { name: 'Memory usage' })).toHaveAttribute('aria-valuetext', '60%, normal');
    await expect(canvas.getByRole('meter', { name: 'Disk usage' })).toHaveAttribute('aria-valuetext', '72%, elevated');
    await expect(valueOf(canvasElement, 'Page load time')).toBe('1.2s');
    await expect(valueOf(canvasElement, 'Time to first byte')).toBe('0.3s');
    await expect(valueOf(canvasElement, 'SSL certificate')).toBe('Valid');
    await expect(valueOf(canvasElement, 'Security grade')).toBe('A+');
    await expect(valueOf(canvasElement, 'SEO score')).toBe('95/100');
    await expect(canvas.getAllByRole('heading')).toHaveLength(3);
  },
};

export const Phone: Story = {
  name: 'Phone: groups stack',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const [first, second] = canvas
      .getAllByRole('heading')
      .map((h) => h.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom);
  },
};
