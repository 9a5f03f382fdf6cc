import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { migrationSteps } from '../../../domain/hosting-page';
import { MigrationSteps } from './MigrationSteps';

const meta = {
  title: 'Marketing/MigrationSteps',
  component: MigrationSteps,
  args: { steps: migrationSteps },
} satisfies Meta<typeof MigrationSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Three steps in order',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Contact our team',
      'We handle everything',
      'Go live with zero downtime',
    ]);
    // Side by side on a wide screen.
    await expect(Math.round(items[1]!.getBoundingClientRect().top)).toBe(Math.round(items[0]!.getBoundingClientRect().top));
  },
};

export const Mobile: Story = {
  name: 'Stacked on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
};
