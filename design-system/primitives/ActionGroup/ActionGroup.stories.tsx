import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { actions } from '../../../domain/marketing/shared';
import { ActionGroup } from './ActionGroup';

const meta = {
  title: 'Primitives/ActionGroup',
  component: ActionGroup,
  args: { actions: [actions.bookConsultation, actions.hosting] },
} satisfies Meta<typeof ActionGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Primary then secondary',
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/booking', '/hosting']);
    // the first is filled, the second outlined: their backgrounds differ
    const [first, second] = links.map((link) => getComputedStyle(link).backgroundColor);
    await expect(first).not.toBe(second);
  },
};

export const Empty: Story = {
  name: 'No actions: renders nothing',
  args: { actions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
