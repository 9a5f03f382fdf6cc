import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { marketingClaims } from '../../../domain/constants';
import { marketingStats } from '../../../domain/marketing/claims';
import { StatsBand } from './StatsBand';

const meta = {
  title: 'Marketing/StatsBand',
  component: StatsBand,
  args: { stats: marketingStats },
} satisfies Meta<typeof StatsBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'The four marketing claims',
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['off all hosting plans', 'uptime guarantee', 'page loads', 'data centres']);
    const text = list.textContent ?? '';
    await expect(text).toContain(`${marketingClaims.hostingDiscountPercent}%`);
    await expect(text).toContain(marketingClaims.uptimeGuarantee);
    await expect(text).toContain(`${marketingClaims.pageLoadSeconds}s`);
    await expect(text).toContain(String(marketingClaims.dataCentres));
    // the figure shows above its label
    const [firstTerm] = list.querySelectorAll('dt');
    const [firstValue] = list.querySelectorAll('dd');
    await expect(firstValue!.getBoundingClientRect().top).toBeLessThan(firstTerm!.getBoundingClientRect().top);
  },
};

export const Mobile: Story = {
  name: 'Two by two on a phone',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const groups = [...canvasElement.querySelectorAll('dl > div')];
    const tops = new Set(groups.map((group) => Math.round(group.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(canvas.getByText('data centres')).toBeVisible();
  },
};
