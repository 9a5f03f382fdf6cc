import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { hostingCopy } from '../../../domain/hosting-page';
import { hostingAddOns } from '../../../domain/plans';
import { AddOnCard } from './AddOnCard';
import { withMaxWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Hosting/AddOnCard',
  component: AddOnCard,
  args: {
    addOn: hostingAddOns[0],
    addLabel: hostingCopy.add,
    addedLabel: hostingCopy.added,
    perMonthLabel: hostingCopy.perMonth,
    onToggle: fn(),
  },
  decorators: [withMaxWidth('20rem')],
} satisfies Meta<typeof AddOnCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Not added',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Global CDN' })).toBeVisible();
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === '+$19/mo')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Add Global CDN' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByText('Added')).toBeNull();
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith('cdn');
  },
};

export const Added: Story = {
  name: 'Added',
  args: { added: true, addOn: hostingAddOns[1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Advanced Security' })).toHaveAttribute('aria-pressed', 'true');
    // Told in words too, not only by the green edge.
    await expect(canvas.getByText('Added')).toBeVisible();
  },
};

export const Toggles: Story = {
  name: 'Toggles on and off',
  render: function Render(args) {
    const [added, setAdded] = useState(false);
    return <AddOnCard {...args} added={added} onToggle={() => setAdded((value) => !value)} />;
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add Global CDN' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Added')).toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Display: Story = {
  name: 'Without a button',
  args: { onToggle: undefined, addOn: hostingAddOns[3] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
