import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LiveChatMessage } from '../../../domain/entities';
import { sampleChatMessages, sampleChatSessions, sampleNow } from '../../../domain/samples';
import { Composer } from '../../primitives/Composer';
import { Text } from '../../primitives/Text';
import { ChatThread, type ChatThreadProps } from './ChatThread';

const [maria, , priya, , lena] = sampleChatSessions;

const meta = {
  title: 'Live chat/ChatThread',
  component: ChatThread,
  args: {
    session: maria,
    messages: sampleChatMessages['chat-1'] ?? [],
    now: sampleNow,
    typing: false,
  },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'A conversation',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Maria Gonzalez' })).toBeVisible();
    await expect(canvas.getByText('maria@hillcountrybakery.com')).toBeVisible();
    for (const badge of ['Active', 'High priority', 'e-commerce', 'new lead'])
      await expect(canvas.getByText(badge)).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Messages with Maria Gonzalez' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(log).getByText('Welcome, Maria! How can we help today?')).toBeVisible();
    await expect(within(log).getAllByText('4m ago')).toHaveLength(2);
    // nobody is typing: the live region is there, empty
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    // the scrollable log can be reached by keyboard
    await expect(log).toHaveAttribute('tabindex', '0');
  },
};

export const Typing: Story = {
  name: 'Customer typing',
  args: { typing: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Maria Gonzalez is typing…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // the dots are decoration only
    await expect(status.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  },
};

function LiveThread(args: ChatThreadProps) {
  const [messages, setMessages] = useState<readonly LiveChatMessage[]>(args.messages);
  const [typing, setTyping] = useState(false);
  return (
    <ChatThread
      {...args}
      messages={messages}
      typing={typing}
      footer={
        <Composer
          label={`Message to ${args.session.customerName}`}
          onSend={(text) => {
            setMessages((previous) => [
              ...previous,
              {
                id: `s${previous.length}`,
                sender: 'agent',
                agentName: 'Sarah',
                message: text,
                timestamp: new Date(sampleNow).toISOString(),
                status: 'sent',
              },
            ]);
            setTyping(true);
          }}
        />
      }
    />
  );
}

export const WithComposer: Story = {
  name: 'With the composer: a sent message appears with status Sent',
  args: { session: priya, messages: sampleChatMessages['chat-3'] ?? [] },
  render: (args) => <LiveThread {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message to Priya Raman' }),
      'Fixed! Please try the form again.{Enter}',
    );
    const log = canvas.getByRole('log');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(log).getByText('Fixed! Please try the form again.')).toBeVisible();
    await expect(within(log).getByText('Sent')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Priya Raman is typing…');
  },
};

const longConversation: LiveChatMessage[] = Array.from({ length: 24 }, (_, index) => ({
  id: `long-${index}`,
  sender: index % 2 === 0 ? 'user' : 'agent',
  agentName: index % 2 === 0 ? undefined : 'Diego',
  message:
    index % 2 === 0
      ? `Question number ${index / 2 + 1} about our contact form.`
      : `Answer ${Math.ceil(index / 2)}: checking that now.`,
  timestamp: new Date(sampleNow - (24 - index) * 60_000).toISOString(),
  status: 'read',
}));

export const LongConversation: Story = {
  name: 'Long conversation: opens scrolled to the newest message',
  args: { session: priya, messages: longConversation },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(log.clientHeight));
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1));
  },
};

export const Closed: Story = {
  name: 'Closed conversation (no composer)',
  args: {
    session: lena,
    messages: sampleChatMessages['chat-5'] ?? [],
    footer: (
      <Text tone="muted" size="small">
        This conversation is closed.
      </Text>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByText('This conversation is closed.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'No messages yet',
  args: { messages: [], footer: <Composer label="Message to Maria Gonzalez" onSend={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet.')).toBeVisible();
  },
};
