import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { contrastRatio, defaultLiveChatSettings, liveChatContent } from '../../../domain/live-chat';
import { WidgetPreview } from './WidgetPreview';
import { withMaxWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Live chat/WidgetPreview',
  component: WidgetPreview,
  args: { settings: defaultLiveChatSettings, labels: liveChatContent.settings },
  decorators: [withMaxWidth('32rem')],
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const parseRgb = (value: string) => {
  const [r, g, b] = (value.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
};

/** The header's real, computed text and background colours and their contrast. */
function headerContrast(root: HTMLElement) {
  const header = root.querySelector('[data-widget-header]') as HTMLElement;
  const style = getComputedStyle(header);
  const text = parseRgb(style.color);
  const background = parseRgb(style.backgroundColor);
  return { text, background, ratio: contrastRatio(text, background) };
}

const corner = (root: HTMLElement) => {
  const frame = root.querySelector('[data-position]')!.getBoundingClientRect();
  const widget = root.querySelector('[data-widget]')!.getBoundingClientRect();
  return {
    right: frame.right - widget.right < widget.left - frame.left,
    bottom: frame.bottom - widget.bottom < widget.top - frame.top,
  };
};

export const Default: Story = {
  name: 'Default: bottom right, brand colour, welcome message',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Widget preview' })).toBeVisible();
    await expect(canvas.getByText(defaultLiveChatSettings.welcomeMessage)).toBeVisible();
    await expect(corner(canvasElement)).toEqual({ right: true, bottom: true });
    const { background, text, ratio } = headerContrast(canvasElement);
    await expect(background).toBe('#1c3d7a');
    await expect(text).toBe('#ffffff');
    await expect(ratio).toBeGreaterThanOrEqual(4.5);
  },
};

export const LightColourTopLeft: Story = {
  name: 'Top left in a light colour: black text',
  args: { settings: { ...defaultLiveChatSettings, position: 'top-left', primaryColor: '#f5c518' } },
  play: async ({ canvasElement }) => {
    await expect(corner(canvasElement)).toEqual({ right: false, bottom: false });
    const { background, text, ratio } = headerContrast(canvasElement);
    await expect(background).toBe('#f5c518');
    await expect(text).toBe('#000000');
    await expect(ratio).toBeGreaterThanOrEqual(4.5);
  },
};

export const TopRight: Story = {
  name: 'Top right',
  args: { settings: { ...defaultLiveChatSettings, position: 'top-right', primaryColor: '#b04a0d' } },
  play: async ({ canvasElement }) => {
    await expect(corner(canvasElement)).toEqual({ right: true, bottom: false });
    await expect(headerContrast(canvasElement).ratio).toBeGreaterThanOrEqual(4.5);
  },
};

export const BottomLeft: Story = {
  name: 'Bottom left, mid-grey (the hardest colour for contrast)',
  args: { settings: { ...defaultLiveChatSettings, position: 'bottom-left', primaryColor: '#777777' } },
  play: async ({ canvasElement }) => {
    await expect(corner(canvasElement)).toEqual({ right: false, bottom: true });
    await expect(headerContrast(canvasElement).ratio).toBeGreaterThanOrEqual(4.5);
  },
};

export const OfflineMessage: Story = {
  name: 'Switching to the offline message',
  play: async ({ canvas }) => {
    const offline = canvas.getByRole('button', { name: 'Offline' });
    await expect(offline).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(offline);
    await expect(offline).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(defaultLiveChatSettings.offlineMessage)).toBeVisible();
    await expect(canvas.queryByText(defaultLiveChatSettings.welcomeMessage)).toBeNull();
  },
};

export const Disabled: Story = {
  name: 'Live chat off: no widget',
  args: { settings: { ...defaultLiveChatSettings, enabled: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(liveChatContent.settings.previewDisabled)).toBeVisible();
    await expect(canvasElement.querySelector('[data-widget]')).toBeNull();
  },
};

export const LongMessage: Story = {
  name: 'A very long welcome message stays inside the frame',
  args: {
    settings: {
      ...defaultLiveChatSettings,
      welcomeMessage:
        'Howdy and welcome to Hill Country Bakery! We bake fresh every morning from 5 AM. Ask us about custom cakes, catering for events of any size, gluten-free options, our seasonal pies, wholesale orders for cafés and restaurants, delivery areas around Austin, and anything else you would like to know before you order.',
    },
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-position]')!.getBoundingClientRect();
    const widget = canvasElement.querySelector('[data-widget]')!.getBoundingClientRect();
    await expect(widget.top).toBeGreaterThanOrEqual(frame.top);
    await expect(widget.bottom).toBeLessThanOrEqual(frame.bottom);
  },
};
