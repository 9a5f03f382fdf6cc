import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { liveChatFixedStats } from '../../../domain/constants';
import { liveChatContent } from '../../../domain/live-chat';
import { ChatStats } from './ChatStats';

const meta = {
  title: 'Live chat/ChatStats',
  component: ChatStats,
  args: {
    active: 2,
    waiting: 2,
    resolvedToday: liveChatFixedStats.resolvedToday,
    avgResponse: liveChatFixedStats.avgResponse,
    labels: liveChatContent.stats,
  },
} satisfies Meta<typeof ChatStats>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileValue = (root: HTMLElement, stat: string) => root.querySelector(`[data-stat="${stat}"] dd`)?.textContent;

export const Default: Story = {
  name: 'Dashboard figures',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    for (const label of ['Active Chats', 'Waiting', 'Resolved Today', 'Avg Response']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(tileValue(canvasElement, 'resolvedToday')).toBe('24');
    await expect(tileValue(canvasElement, 'avgResponse')).toBe('2.3m');
    await expect(tileValue(canvasElement, 'active')).toBe('2');
  },
};

export const Quiet: Story = {
  name: 'A quiet moment (zero chats)',
  args: { active: 0, waiting: 0 },
  play: async ({ canvasElement }) => {
    await expect(tileValue(canvasElement, 'active')).toBe('0');
    await expect(tileValue(canvasElement, 'waiting')).toBe('0');
  },
};

export const Mobile: Story = {
  name: 'Mobile (two across)',
  render: (args) => (
    <div style={{ width: '22rem' }}>
      <ChatStats {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    // the first two tiles share a row
    await expect(items[0]?.getBoundingClientRect().top).toBe(items[1]?.getBoundingClientRect().top);
    // and "2.3m" stays on one line
    const value = canvasElement.querySelector('[data-stat="avgResponse"] dd') as HTMLElement;
    const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
    await expect(value.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};
