import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { liveChatSimulation } from '../../domain/constants';
import type { LiveChatMessage } from '../../domain/entities';
import { liveChatReplyMachine, selectedThread, typingChatId, type ChatThreads } from './liveChatReplyMachine';

const { typingDelayMs, replyDelayMs } = liveChatSimulation;
const start = Date.parse('2026-11-20T15:00:00.000Z');

const customerSays = (id: string, message: string): LiveChatMessage => ({
  id,
  sender: 'user',
  message,
  timestamp: new Date(start - 60_000).toISOString(),
  status: 'read',
});

const threads: ChatThreads = {
  'chat-a': [customerSays('a1', 'Hello from A')],
  'chat-b': [customerSays('b1', 'Hello from B')],
};
const replies = ['First reply', 'Second reply', 'Third reply'];

let actor: Actor<typeof liveChatReplyMachine>;

function startActor(selectedChatId = 'chat-a') {
  actor = createActor(liveChatReplyMachine, { input: { threads, selectedChatId, replies, agentName: 'Sarah' } });
  actor.start();
  return actor;
}

const thread = (chatId: string) => actor.getSnapshot().context.threads[chatId] ?? [];
const texts = (chatId: string) => thread(chatId).map((message) => `${message.sender}: ${message.message}`);
const statusOf = (chatId: string, id: string) => thread(chatId).find((message) => message.id === id)?.status;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => {
  actor?.stop();
  vi.useRealTimers();
});

describe('liveChatReplyMachine', () => {
  it('adds a sent message at once, shows typing after 500 ms and a scripted reply 2 s later', () => {
    startActor();
    actor.send({ type: 'message.send', text: '  How can I help?  ' });

    const sent = thread('chat-a').at(-1);
    expect(sent).toMatchObject({
      id: 'sent-1',
      sender: 'agent',
      agentName: 'Sarah',
      message: 'How can I help?',
      status: 'sent',
      timestamp: new Date(start).toISOString(),
    });
    expect(typingChatId(actor.getSnapshot())).toBeNull();

    vi.advanceTimersByTime(typingDelayMs - 1);
    expect(typingChatId(actor.getSnapshot())).toBeNull();
    expect(statusOf('chat-a', 'sent-1')).toBe('sent');

    vi.advanceTimersByTime(1);
    expect(typingChatId(actor.getSnapshot())).toBe('chat-a');
    expect(statusOf('chat-a', 'sent-1')).toBe('delivered');
    expect(thread('chat-a')).toHaveLength(2);

    vi.advanceTimersByTime(replyDelayMs - 1);
    expect(thread('chat-a')).toHaveLength(2);
    expect(typingChatId(actor.getSnapshot())).toBe('chat-a');

    vi.advanceTimersByTime(1);
    expect(texts('chat-a')).toEqual(['user: Hello from A', 'agent: How can I help?', 'user: First reply']);
    expect(thread('chat-a').at(-1)?.timestamp).toBe(new Date(start + typingDelayMs + replyDelayMs).toISOString());
    expect(statusOf('chat-a', 'sent-1')).toBe('read');
    expect(typingChatId(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores a message that is blank after trimming', () => {
    startActor();
    actor.send({ type: 'message.send', text: ' \n\t ' });
    expect(thread('chat-a')).toEqual(threads['chat-a']);
    expect(actor.getSnapshot().value).toBe('idle');
    vi.advanceTimersByTime(typingDelayMs + replyDelayMs);
    expect(thread('chat-a')).toEqual(threads['chat-a']);
  });

  it('keeps line breaks inside a message', () => {
    startActor();
    actor.send({ type: 'message.send', text: 'Line one\nLine two\n' });
    expect(thread('chat-a').at(-1)?.message).toBe('Line one\nLine two');
  });

  it('queues several messages in a row and answers each, in order, one after another', () => {
    startActor();
    actor.send({ type: 'message.send', text: 'one' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'message.send', text: 'two' });
    vi.advanceTimersByTime(typingDelayMs); // 800 ms: typing for "one"
    actor.send({ type: 'message.send', text: 'three' });
    expect(texts('chat-a')).toEqual(['user: Hello from A', 'agent: one', 'agent: two', 'agent: three']);
    expect(actor.getSnapshot().context.queue.map((pending) => pending.messageId)).toEqual([
      'sent-1',
      'sent-2',
      'sent-3',
    ]);
    // every new message went out as "sent"; only the one being answered is delivered
    expect([statusOf('chat-a', 'sent-1'), statusOf('chat-a', 'sent-2'), statusOf('chat-a', 'sent-3')]).toEqual([
      'delivered',
      'sent',
      'sent',
    ]);

    // the first reply comes 2.5 s after the first message, not restarted by the later sends
    vi.advanceTimersByTime(typingDelayMs + replyDelayMs - 800);
    expect(texts('chat-a').slice(-2)).toEqual(['agent: three', 'user: First reply']);
    expect(statusOf('chat-a', 'sent-1')).toBe('read');
    expect(typingChatId(actor.getSnapshot())).toBeNull();

    // then the second: typing 500 ms later, reply 2 s after that
    vi.advanceTimersByTime(typingDelayMs);
    expect(typingChatId(actor.getSnapshot())).toBe('chat-a');
    expect(statusOf('chat-a', 'sent-2')).toBe('delivered');
    vi.advanceTimersByTime(replyDelayMs);
    expect(thread('chat-a').at(-1)?.message).toBe('Second reply');

    vi.advanceTimersByTime(typingDelayMs + replyDelayMs);
    expect(texts('chat-a')).toEqual([
      'user: Hello from A',
      'agent: one',
      'agent: two',
      'agent: three',
      'user: First reply',
      'user: Second reply',
      'user: Third reply',
    ]);
    expect([statusOf('chat-a', 'sent-1'), statusOf('chat-a', 'sent-2'), statusOf('chat-a', 'sent-3')]).toEqual([
      'read',
      'read',
      'read',
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('uses the scripted replies in turn and starts again after the last', () => {
    startActor();
    for (let round = 0; round < replies.length + 1; round += 1) {
      actor.send({ type: 'message.send', text: `question ${round}` });
      vi.advanceTimersByTime(typingDelayMs + replyDelayMs);
    }
    const customerReplies = thread('chat-a')
      .filter((message) => message.sender === 'user')
      .map((message) => message.message);
    expect(customerReplies).toEqual(['Hello from A', 'First reply', 'Second reply', 'Third reply', 'First reply']);
  });

  it('delivers a reply into the chat it was sent in, even after switching chats, and marks that chat unread', () => {
    startActor('chat-a');
    actor.send({ type: 'message.send', text: 'for A' });
    vi.advanceTimersByTime(typingDelayMs);
    expect(typingChatId(actor.getSnapshot())).toBe('chat-a');

    actor.send({ type: 'chat.select', chatId: 'chat-b' });
    expect(actor.getSnapshot().context.selectedChatId).toBe('chat-b');
    expect(selectedThread(actor.getSnapshot())).toEqual(threads['chat-b']);
    // the typing customer is A's: B's thread is not the one typing
    expect(typingChatId(actor.getSnapshot())).not.toBe('chat-b');

    vi.advanceTimersByTime(replyDelayMs);
    expect(thread('chat-b')).toEqual(threads['chat-b']);
    expect(texts('chat-a')).toEqual(['user: Hello from A', 'agent: for A', 'user: First reply']);
    expect(actor.getSnapshot().context.unreadChatIds).toEqual(['chat-a']);

    actor.send({ type: 'chat.select', chatId: 'chat-a' });
    expect(actor.getSnapshot().context.unreadChatIds).toEqual([]);
  });

  it('answers messages queued in different chats each in its own chat, in the order sent', () => {
    startActor('chat-a');
    actor.send({ type: 'message.send', text: 'to A' });
    actor.send({ type: 'chat.select', chatId: 'chat-b' });
    actor.send({ type: 'message.send', text: 'to B' });
    expect(actor.getSnapshot().context.queue).toEqual([
      { chatId: 'chat-a', messageId: 'sent-1' },
      { chatId: 'chat-b', messageId: 'sent-2' },
    ]);

    vi.advanceTimersByTime(typingDelayMs + replyDelayMs);
    expect(texts('chat-a')).toEqual(['user: Hello from A', 'agent: to A', 'user: First reply']);
    expect(texts('chat-b')).toEqual(['user: Hello from B', 'agent: to B']);
    expect(actor.getSnapshot().context.unreadChatIds).toEqual(['chat-a']);

    vi.advanceTimersByTime(typingDelayMs);
    expect(typingChatId(actor.getSnapshot())).toBe('chat-b');
    vi.advanceTimersByTime(replyDelayMs);
    expect(texts('chat-b')).toEqual(['user: Hello from B', 'agent: to B', 'user: Second reply']);
    // B was on screen when its reply came, so only A is unread
    expect(actor.getSnapshot().context.unreadChatIds).toEqual(['chat-a']);
  });

  it('stops its timers when the actor stops (leaving the page)', () => {
    startActor();
    actor.send({ type: 'message.send', text: 'are you there?' });
    vi.advanceTimersByTime(typingDelayMs);
    expect(vi.getTimerCount()).toBe(1);

    const listener = vi.fn();
    actor.subscribe(listener);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);

    vi.advanceTimersByTime(10 * (typingDelayMs + replyDelayMs));
    expect(listener).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(thread('chat-a').map((message) => message.message)).toEqual(['Hello from A', 'are you there?']);
  });

  it('stops before the typing step too', () => {
    startActor();
    actor.send({ type: 'message.send', text: 'quick one' });
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
