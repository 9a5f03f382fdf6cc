import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cpu, Globe, HardDrive, ShieldCheck, TrendingUp } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { hostingInfrastructure } from '../../../domain/hosting-page';
import { FeatureGrid } from './FeatureGrid';

const icons = { globe: <Globe />, 'shield-check': <ShieldCheck />, 'hard-drive': <HardDrive />, 'trending-up': <TrendingUp /> };

const meta = {
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  args: {
    items: hostingInfrastructure.map((item) => ({ ...item, icon: icons[item.icon] })),
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Infrastructure facts',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: '14 data centres' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'SOC 2 Type II' })).toBeVisible();
  },
};

export const Muted: Story = {
  name: 'On a tinted band, no icons',
  args: {
    tone: 'muted',
    items: [
      { id: 'a', title: 'AI performance tuning', description: 'Tuned continuously from real traffic.', icon: <Cpu /> },
      { id: 'b', title: 'No icon here', description: 'Items read fine without one.' },
    ],
  },
};

export const Mobile: Story = {
  name: 'One column on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
};
