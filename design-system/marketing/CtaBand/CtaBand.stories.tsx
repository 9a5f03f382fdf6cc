import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { standardCta } from '../../../domain/marketing/shared';
import { CtaBand } from './CtaBand';

const meta = {
  title: 'Marketing/CtaBand',
  component: CtaBand,
  parameters: { layout: 'fullscreen' },
  args: { ...standardCta },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  name: 'Brand band',
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: standardCta.title });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/booking');
    await expect(canvas.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
  },
};

export const Soft: Story = {
  name: 'Soft panel',
  args: { tone: 'soft' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
