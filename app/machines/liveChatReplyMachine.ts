import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { liveChatSimulation } from '../../domain/constants';
import type { LiveChatMessage } from '../../domain/entities';

/**
 * The live chat reply simulation (spec section 4): an agent's message is added with status
 * sent; after 500 ms the customer is typing (the message is now delivered); 2 s later a scripted
 * customer reply arrives (the message is now read).
 *
 * Messages sent while a reply is pending wait in a queue and are answered one by one, in order.
 * Each pending reply is addressed to the chat its message was sent in: switching chats never
 * cancels a reply and never delivers it into the chat on screen. A reply landing in a chat that
 * is not selected marks that chat unread. Stopping the actor (leaving the page) cancels the
 * delayed transitions, so no timer outlives the page.
 */

export interface PendingReply {
  readonly chatId: string;
  /** the agent message this reply answers */
  readonly messageId: string;
}

export type ChatThreads = Readonly<Record<string, readonly LiveChatMessage[]>>;

export interface LiveChatReplyInput {
  readonly threads: ChatThreads;
  readonly selectedChatId: string;
  /** customer replies, used in turn */
  readonly replies: readonly string[];
  /** the name on messages the agent sends */
  readonly agentName: string;
  /** the simulation's clock for message timestamps (default Date.now) */
  readonly now?: () => number;
}

export interface LiveChatReplyContext {
  readonly threads: ChatThreads;
  readonly selectedChatId: string;
  readonly queue: readonly PendingReply[];
  /** chats with a reply the agent has not looked at yet */
  readonly unreadChatIds: readonly string[];
  readonly sentCount: number;
  readonly replyCount: number;
  readonly replies: readonly string[];
  readonly agentName: string;
  readonly now: () => number;
}

export type LiveChatReplyEvent = { type: 'message.send'; text: string } | { type: 'chat.select'; chatId: string };

const updateMessage = (
  threads: ChatThreads,
  { chatId, messageId }: PendingReply,
  change: (message: LiveChatMessage) => LiveChatMessage,
): ChatThreads => ({
  ...threads,
  [chatId]: (threads[chatId] ?? []).map((message) => (message.id === messageId ? change(message) : message)),
});

export const liveChatReplyMachine = setup({
  types: {
    context: {} as LiveChatReplyContext,
    events: {} as LiveChatReplyEvent,
    input: {} as LiveChatReplyInput,
  },
  delays: {
    typingDelay: liveChatSimulation.typingDelayMs,
    replyDelay: liveChatSimulation.replyDelayMs,
  },
  guards: {
    // spec section 5: a message blank after trimming is ignored
    hasText: ({ event }) => event.type === 'message.send' && event.text.trim() !== '',
    hasMoreQueued: ({ context }) => context.queue.length > 1,
  },
  actions: {
    selectChat: assign(({ context, event }) => {
      assertEvent(event, 'chat.select');
      return {
        selectedChatId: event.chatId,
        unreadChatIds: context.unreadChatIds.filter((chatId) => chatId !== event.chatId),
      };
    }),
    addSentMessage: assign(({ context, event }) => {
      assertEvent(event, 'message.send');
      const chatId = context.selectedChatId;
      const sentCount = context.sentCount + 1;
      const message: LiveChatMessage = {
        id: `sent-${sentCount}`,
        sender: 'agent',
        agentName: context.agentName,
        message: event.text.trim(),
        timestamp: new Date(context.now()).toISOString(),
        status: 'sent',
      };
      return {
        sentCount,
        threads: { ...context.threads, [chatId]: [...(context.threads[chatId] ?? []), message] },
        queue: [...context.queue, { chatId, messageId: message.id }],
      };
    }),
    markDelivered: assign(({ context }) => {
      const pending = context.queue[0];
      if (!pending) return {};
      return { threads: updateMessage(context.threads, pending, (message) => ({ ...message, status: 'delivered' })) };
    }),
    addScriptedReply: assign(({ context }) => {
      const [pending, ...rest] = context.queue;
      if (!pending) return {};
      const read = updateMessage(context.threads, pending, (message) => ({ ...message, status: 'read' }));
      const reply: LiveChatMessage = {
        id: `reply-${context.replyCount + 1}`,
        sender: 'user',
        message: context.replies[context.replyCount % context.replies.length] ?? '',
        timestamp: new Date(context.now()).toISOString(),
        status: 'read',
      };
      const unseen = pending.chatId !== context.selectedChatId && !context.unreadChatIds.includes(pending.chatId);
      return {
        threads: { ...read, [pending.chatId]: [...(read[pending.chatId] ?? []), reply] },
        queue: rest,
        replyCount: context.replyCount + 1,
        unreadChatIds: unseen ? [...context.unreadChatIds, pending.chatId] : context.unreadChatIds,
      };
    }),
  },
}).createMachine({
  id: 'liveChatReply',
  context: ({ input }) => ({
    threads: input.threads,
    selectedChatId: input.selectedChatId,
    queue: [],
    unreadChatIds: [],
    sentCount: 0,
    replyCount: 0,
    replies: input.replies,
    agentName: input.agentName,
    now: input.now ?? Date.now,
  }),
  on: {
    'chat.select': { actions: 'selectChat' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'message.send': { guard: 'hasText', target: 'replying', actions: 'addSentMessage' },
      },
    },
    replying: {
      initial: 'awaitingTyping',
      on: {
        'message.send': { guard: 'hasText', actions: 'addSentMessage' },
      },
      states: {
        awaitingTyping: {
          after: { typingDelay: { target: 'typing', actions: 'markDelivered' } },
        },
        typing: {
          after: {
            replyDelay: [
              { guard: 'hasMoreQueued', target: 'awaitingTyping', actions: 'addScriptedReply' },
              { target: '#liveChatReply.idle', actions: 'addScriptedReply' },
            ],
          },
        },
      },
    },
  },
});

export type LiveChatReplySnapshot = SnapshotFrom<typeof liveChatReplyMachine>;

/** The chat whose customer is typing right now, if any. */
export function typingChatId(snapshot: LiveChatReplySnapshot): string | null {
  return snapshot.matches({ replying: 'typing' }) ? (snapshot.context.queue[0]?.chatId ?? null) : null;
}

/** The thread of the selected chat. */
export function selectedThread(snapshot: LiveChatReplySnapshot): readonly LiveChatMessage[] {
  return snapshot.context.threads[snapshot.context.selectedChatId] ?? [];
}
