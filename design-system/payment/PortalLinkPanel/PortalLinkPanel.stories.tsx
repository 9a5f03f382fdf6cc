import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { portalLinkMessages as copy } from '../../../domain/messages';
import { PortalLinkPanel } from './PortalLinkPanel';

const meta = {
  title: 'Payment/PortalLinkPanel',
  component: PortalLinkPanel,
  args: { title: copy.openTitle, intro: copy.openIntro, buttonLabel: copy.openButton, canOpen: true },
} satisfies Meta<typeof PortalLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Link ready: one button',
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    // A press posts the page's own address (the token is in it), never a GET a scanner could make.
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).not.toHaveAttribute('action');
    // Pressed once, the next press waits instead of using the link a second time.
    let submits = 0;
    form.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) submits++;
      event.preventDefault();
    });
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: copy.openButton });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(submits).toBe(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Used: Story = {
  name: 'Link already used',
  args: { problem: { title: copy.usedTitle, detail: copy.invalidDetail }, canOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.usedTitle);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Expired: Story = {
  name: 'Link expired',
  args: { problem: { title: copy.expiredTitle, detail: copy.invalidDetail }, canOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.expiredTitle);
  },
};

export const Unavailable: Story = {
  name: 'Stripe unreachable: try again',
  args: { problem: { title: copy.unavailableTitle, detail: copy.unavailableDetail } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.unavailableTitle);
    await expect(canvas.getByRole('button', { name: copy.openButton })).toBeEnabled();
  },
};
