import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { abTestingPlans } from '../../../domain/plans';
import { messages } from '../../../domain/messages';
import { publicPages } from '../../../domain/pages';
import {
  formatSampleTime,
  sampleAfterBothUnavailable,
  sampleConversation,
  samplePendingQuestion,
} from '../../../domain/samples/assistant';
import { AssistantMessageList } from './AssistantMessageList';
import { withMaxWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Assistant/AssistantMessageList',
  component: AssistantMessageList,
  args: { messages: sampleConversation, linkPaths: Object.keys(publicPages), formatTime: formatSampleTime },
  decorators: [withMaxWidth('42rem')],
} satisfies Meta<typeof AssistantMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  name: 'Conversation, with links to site pages',
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    await expect(items).toHaveLength(sampleConversation.length);
    // Who said it is in words, not only in the bubble's side and colour.
    await expect(items[1]).toHaveTextContent(/^You/);
    await expect(items[2]).toHaveTextContent(/^Assistant/);
    // Bullet lines become a list; the price is the catalogue's.
    const pro = abTestingPlans.find((p) => p.id === 'pro')!;
    await expect(within(items[2]!).getByRole('listitem')).toHaveTextContent(pro.priceText);
    await expect(canvas.getByRole('link', { name: '/ab-testing' })).toHaveAttribute('href', '/ab-testing');
    await expect(canvas.getByRole('link', { name: '/booking' })).toHaveAttribute('href', '/booking');
    await expect(canvas.getByRole('link', { name: 'hello@lonestarweb.studio' })).toHaveAttribute('href', 'mailto:hello@lonestarweb.studio');
    await expect(canvas.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:+15125550142');
    // Only real pages become links.
    await expect(canvas.queryByRole('link', { name: '/not-a-page' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/\/not-a-page/)).toBeVisible();
    await expect(within(items[1]!).getByText(/\d:\d\d [AP]M/)).toBeVisible();
  },
};

export const PendingReply: Story = {
  name: 'Pending reply: typing indicator',
  args: { messages: samplePendingQuestion, pending: true },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await expect(within(log).getByText('The assistant is writing a reply…')).toBeInTheDocument();
  },
};

export const Apology: Story = {
  name: 'Apology after both assistants failed',
  args: { messages: sampleAfterBothUnavailable },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.assistantBothUnavailable)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No messages yet',
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log')).toBeInTheDocument();
  },
};
