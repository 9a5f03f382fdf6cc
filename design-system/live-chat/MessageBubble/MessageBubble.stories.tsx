import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { LiveChatMessage } from '../../../domain/entities';
import { Stack } from '../../primitives/Stack';
import { MessageBubble, MessageStatus } from './MessageBubble';

const customerMessage: LiveChatMessage = {
  id: 'm1',
  sender: 'user',
  message: 'Can you help me add online ordering to my bakery site?',
  timestamp: '2026-11-20T14:57:00.000Z',
  status: 'read',
};

const agentMessage = (status: LiveChatMessage['status']): LiveChatMessage => ({
  id: `a-${status}`,
  sender: 'agent',
  agentName: 'Sarah',
  message: 'Absolutely! We can add ordering with local pickup this week.',
  timestamp: '2026-11-20T14:58:00.000Z',
  status,
});

const meta = {
  title: 'Live chat/MessageBubble',
  component: MessageBubble,
  args: { message: customerMessage, customerName: 'Maria Gonzalez', timeLabel: '3m ago' },
  decorators: [
    (Story) => (
      <Stack>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromCustomer: Story = {
  name: 'From the customer',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Maria Gonzalez')).toBeVisible();
    await expect(canvas.getByText(customerMessage.message)).toBeVisible();
    await expect(canvas.getByText('3m ago')).toBeVisible();
    // the customer's own messages carry no delivery status
    await expect(canvas.queryByText(/^(Sent|Delivered|Read)$/)).toBeNull();
    await expect(canvasElement.querySelector('[data-sender]')).toHaveAttribute('data-sender', 'customer');
  },
};

export const FromAgentSent: Story = {
  name: 'From the agent, sent',
  args: { message: agentMessage('sent'), timeLabel: 'Just now' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sarah')).toBeVisible();
    await expect(canvas.getByText('Sent')).toBeVisible();
    await expect(canvasElement.querySelector('[data-status="sent"] svg')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-sender]')).toHaveAttribute('data-sender', 'agent');
  },
};

export const FromAgentDelivered: Story = {
  name: 'From the agent, delivered',
  args: { message: agentMessage('delivered'), timeLabel: 'Just now' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered')).toBeVisible();
  },
};

export const FromAgentRead: Story = {
  name: 'From the agent, read',
  args: { message: agentMessage('read'), timeLabel: '1m ago' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Read')).toBeVisible();
  },
};

export const LongTextWithLineBreaks: Story = {
  name: 'Long text with line breaks',
  args: {
    message: {
      ...customerMessage,
      message:
        'Our menu has three parts:\n- breads\n- pastries\n- custom cakes (these need 48 hours notice)\nAlso, here is the link: https://hillcountrybakery.example.com/menu/seasonal-specials-and-holiday-ordering-information',
    },
  },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    await expect(paragraph?.textContent).toContain('- breads\n- pastries');
    // line breaks are shown as typed
    await expect(getComputedStyle(paragraph as Element).whiteSpace).toBe('pre-wrap');
    // the long link wraps instead of overflowing the bubble
    await expect((paragraph as HTMLElement).scrollWidth).toBeLessThanOrEqual((paragraph as HTMLElement).clientWidth);
  },
};

export const EveryStatus: Story = {
  name: 'Every status (icon and word)',
  render: () => (
    <Stack space="small">
      <MessageStatus status="sent" />
      <MessageStatus status="delivered" />
      <MessageStatus status="read" />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const word of ['Sent', 'Delivered', 'Read']) await expect(canvas.getByText(word)).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  },
};
