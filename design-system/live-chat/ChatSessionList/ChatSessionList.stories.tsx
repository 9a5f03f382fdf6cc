import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleChatSessions, sampleNow } from '../../../domain/samples';
import { ChatSessionList, type ChatSessionListProps } from './ChatSessionList';

const meta = {
  title: 'Live chat/ChatSessionList',
  component: ChatSessionList,
  args: {
    sessions: sampleChatSessions,
    now: sampleNow,
    label: 'Recent sessions',
    onSelect: fn(),
  },
} satisfies Meta<typeof ChatSessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  name: 'Recent sessions (dashboard)',
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Recent sessions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleChatSessions.length);

    const maria = canvas.getByRole('button', { name: 'Maria Gonzalez' });
    // the card's details are the button's description, not its name
    await expect(maria).toHaveAccessibleDescription(
      /4m ago.*online ordering.*High priority.*Active.*e-commerce.*new lead/,
    );
    await expect(canvas.getByText('1d ago')).toBeVisible();
    await expect(canvas.getByText('1h ago')).toBeVisible();

    // the whole card is the button's target: a click on the message text lands on the button
    const message = canvas.getByText('Do you do local SEO for San Antonio?').getBoundingClientRect();
    const hit = document.elementFromPoint(message.left + message.width / 2, message.top + message.height / 2);
    const travis = canvas.getByRole('button', { name: 'Travis Boone' });
    await expect(hit).toBe(travis);
    await userEvent.click(travis);
    await expect(args.onSelect).toHaveBeenLastCalledWith('chat-4');

    // keyboard: Tab to a card, Enter chooses it
    maria.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'James Whitfield' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('chat-2');
  },
};

function SelectableList(args: ChatSessionListProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId ?? null);
  return (
    <div style={{ maxWidth: '22rem' }}>
      <ChatSessionList
        {...args}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          args.onSelect(id);
        }}
      />
    </div>
  );
}

export const Sidebar: Story = {
  name: 'Sidebar: compact, one selected, one with a new reply',
  args: {
    density: 'compact',
    label: 'Open conversations',
    showStatus: false,
    showTags: false,
    selectedId: 'chat-1',
    sessions: sampleChatSessions
      .filter((session) => session.status !== 'closed')
      .map((session) => (session.id === 'chat-3' ? { ...session, unread: true } : session)),
  },
  render: (args) => <SelectableList {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Maria Gonzalez' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByText('Closed')).toBeNull();
    await expect(canvas.queryByText('Active')).toBeNull();
    await expect(canvas.queryByText('e-commerce')).toBeNull();
    // the new reply is said in words for screen readers and shown as "New"
    const priya = canvas.getByRole('button', { name: 'Priya Raman, new reply' });
    await expect(canvas.getByText('New')).toBeVisible();

    await userEvent.click(priya);
    await expect(priya).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Maria Gonzalez' })).not.toHaveAttribute('aria-current');
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { sessions: [], emptyText: 'No open conversations right now.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open conversations right now.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongText: Story = {
  name: 'Long name, message and many tags (narrow)',
  args: {
    density: 'compact',
    sessions: [
      {
        ...sampleChatSessions[0],
        id: 'long',
        customerName: 'Maximiliana Guadalupe Fernández-Whitcombe de la Cruz',
        lastMessage:
          'I have a long question about migrating our four restaurant locations, the catering menu, the gift cards and the loyalty programme to the new site before the holidays, and whether you can also handle the Spanish translation.',
        tags: ['e-commerce', 'new lead', 'restaurants', 'translation', 'migration', 'gift cards'],
      },
    ],
  },
  render: (args) => <SelectableList {...args} />,
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    // nothing spills out of the narrow card
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};
