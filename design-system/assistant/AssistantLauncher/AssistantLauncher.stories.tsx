import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AssistantLauncher } from './AssistantLauncher';

const meta = {
  title: 'Assistant/AssistantLauncher',
  component: AssistantLauncher,
  parameters: { layout: 'fullscreen' },
  args: { onClick: fn() },
} satisfies Meta<typeof AssistantLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Bottom right, opens the dialog by mouse or keyboard',
  play: async ({ canvas, args }) => {
    const launcher = canvas.getByRole('button', { name: 'Ask our AI assistant' });
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toBeVisible();
    const box = launcher.getBoundingClientRect();
    // Floating in the bottom-right corner.
    await expect(box.right).toBeGreaterThan(window.innerWidth - 64);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 64);

    await userEvent.click(launcher);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Open: Story = {
  name: 'While the dialog is open',
  args: { expanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ask our AI assistant' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = {
  name: 'Loading the dialog (first click)',
  args: { expanded: true, loading: true },
  play: async ({ canvas, args }) => {
    const launcher = canvas.getByRole('button', { name: 'Ask our AI assistant' });
    await expect(launcher).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(launcher);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  name: 'On a phone: icon only, same name',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Ask our AI assistant' });
    const box = launcher.getBoundingClientRect();
    await expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    await expect(box.width).toBeLessThan(80);
  },
};
