import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AdvancedAiAssistantResponse, OpenaiAssistantResponse } from '../../domain/api';
import { assistantLimits, chatHistoryLimit } from '../../domain/constants';
import { assistantRateLimitedMessage, messages } from '../../domain/messages';
import { ApiError } from '../api/client';
import {
  assistantConnectionMachine,
  assistantReconnect,
  assistantStatusOf,
  conversationHistory,
  reconnectDelayMs,
  type AskInput,
  type AssistantAdvancedQuestion,
  type AssistantQuestion,
} from './assistantConnectionMachine';

const siteOrigin = 'https://lonestar.test';

/** `pieces`: streamed to the machine first, then `then` (or nothing more, with 'never'). */
type Reply<T> = T | Error | 'never' | { pieces: string[]; then: T | Error | 'never' };

/** Stubbed actors: each call takes the next scripted reply (the last one repeats). */
function stubs(script: {
  test?: Reply<OpenaiAssistantResponse>[];
  advanced?: Reply<AdvancedAiAssistantResponse>[];
  basic?: Reply<OpenaiAssistantResponse>[];
}) {
  const calls = { test: 0, advanced: [] as AssistantAdvancedQuestion[], basic: [] as AssistantQuestion[] };
  const next = <T,>(replies: Reply<T>[] | undefined, index: number, listener?: AskInput['listener']): Promise<T> => {
    let reply = replies?.[Math.min(index, replies.length - 1)];
    if (reply === undefined) return Promise.reject(new Error('not scripted'));
    if (typeof reply === 'object' && reply !== null && 'pieces' in reply) {
      for (const text of reply.pieces) listener?.send({ type: 'answer.delta', text });
      reply = reply.then;
    }
    if (reply === 'never') return new Promise<T>(() => {});
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  };
  const machine = assistantConnectionMachine.provide({
    actors: {
      testConnection: fromPromise<OpenaiAssistantResponse>(() => next(script.test, calls.test++)),
      askAdvanced: fromPromise<AdvancedAiAssistantResponse, AskInput<AssistantAdvancedQuestion>>(({ input: { listener, ...question } }) => {
        calls.advanced.push(question);
        return next(script.advanced, calls.advanced.length - 1, listener);
      }),
      askBasic: fromPromise<OpenaiAssistantResponse, AskInput>(({ input: { listener, ...question } }) => {
        calls.basic.push(question);
        return next(script.basic, calls.basic.length - 1, listener);
      }),
    },
  });
  return { machine, calls };
}

function start(script: Parameters<typeof stubs>[0]) {
  const { machine, calls } = stubs(script);
  const actor = createActor(machine, { input: { siteOrigin } });
  actor.start();
  const status = () => assistantStatusOf(actor.getSnapshot());
  const texts = () => actor.getSnapshot().context.messages.map((m) => m.text);
  const last = () => actor.getSnapshot().context.messages.at(-1)!;
  return { actor, calls, status, texts, last };
}

/** Lets settled promises reach the machine, moving the fake clock by `ms`. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

const ok = { response: 'OK' };
const http = (status: number, retryAfter?: number) => new ApiError('openaiAssistant', 'http', status, `HTTP ${status}`, { retryAfter });
const network = () => new ApiError('openaiAssistant', 'network', 0, 'could not reach the server');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('opening: the connection test', () => {
  it('starts closed with the greeting, then connecting, then online when the test answers OK', async () => {
    const { actor, calls, status, texts } = start({ test: [ok] });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(texts()).toEqual([messages.assistantGreeting]);
    actor.send({ type: 'dialog.open' });
    expect(status()).toBe('connecting');
    await tick();
    expect(status()).toBe('online');
    expect(calls.test).toBe(1);
  });

  it('is error when the test does not answer OK', async () => {
    const { actor, status } = start({ test: [http(500)] });
    actor.send({ type: 'dialog.open' });
    await tick();
    expect(status()).toBe('error');
  });

  it('is error when the test answers without a response', async () => {
    const { actor, status } = start({ test: [{} as OpenaiAssistantResponse] });
    actor.send({ type: 'dialog.open' });
    await tick();
    expect(status()).toBe('error');
  });

  it('reruns the test each time the dialog opens, and stops testing when it closes', async () => {
    const { actor, calls, status } = start({ test: ['never', ok] });
    actor.send({ type: 'dialog.open' });
    await tick();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'dialog.open' });
    await tick();
    expect(status()).toBe('online');
    expect(calls.test).toBe(2);
  });
});

describe('sending', () => {
  async function online(script: Parameters<typeof stubs>[0]) {
    const chat = start({ test: [ok], ...script });
    chat.actor.send({ type: 'dialog.open' });
    await tick();
    expect(chat.status()).toBe('online');
    return chat;
  }

  it('advanced assistant answers: connecting while pending, then online with its answer; basic never asked', async () => {
    const chat = await online({ advanced: [{ response: 'Pro is $29/month.' }] });
    chat.actor.send({ type: 'message.send', text: '  How much is Pro?  ' });
    expect(chat.status()).toBe('connecting');
    expect(chat.actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(chat.last()).toMatchObject({ text: 'How much is Pro?', isUser: true });
    await tick();
    expect(chat.status()).toBe('online');
    expect(chat.last()).toMatchObject({ text: 'Pro is $29/month.', isUser: false });
    expect(chat.last().notice).toBeUndefined();
    expect(chat.calls.advanced).toEqual([{ message: 'How much is Pro?', history: [], siteOrigin }]);
    expect(chat.calls.basic).toEqual([]);
  });

  it.each([
    ['answers with an error field', { error: 'model down' }],
    ['answers a response together with an error', { response: 'partial', error: 'model down' }],
    ['answers an empty response', { response: '  ' }],
    ['fails over the network', network()],
    ['answers HTTP 500', http(500)],
  ])('advanced assistant %s: the basic assistant answers instead', async (_, advancedReply) => {
    const chat = await online({ advanced: [advancedReply as Reply<AdvancedAiAssistantResponse>], basic: [{ response: 'From the basic assistant.' }] });
    chat.actor.send({ type: 'message.send', text: 'Hosting?' });
    await tick();
    expect(chat.status()).toBe('online');
    expect(chat.last()).toMatchObject({ text: 'From the basic assistant.', isUser: false });
    expect(chat.calls.basic).toEqual([{ message: 'Hosting?', history: [] }]);
  });

  it('a streamed reply grows as its pieces arrive, then the whole answer takes its place', async () => {
    const chat = await online({ advanced: [{ pieces: ['Pro is', ' $29'], then: 'never' }] });
    chat.actor.send({ type: 'message.send', text: 'How much is Pro?' });
    await tick();
    expect(chat.actor.getSnapshot().context.partialAnswer).toBe('Pro is $29');
    expect(chat.status()).toBe('connecting');
    expect(chat.last()).toMatchObject({ text: 'How much is Pro?', isUser: true });

    const done = await online({ advanced: [{ pieces: ['Pro is', ' $29'], then: { response: 'Pro is $29/month. More on /ab-testing.' } }] });
    done.actor.send({ type: 'message.send', text: 'How much is Pro?' });
    await tick();
    expect(done.actor.getSnapshot().context.partialAnswer).toBe('');
    expect(done.last()).toMatchObject({ text: 'Pro is $29/month. More on /ab-testing.', isUser: false });
  });

  it('the pieces of a reply that failed are dropped before the basic assistant answers', async () => {
    const chat = await online({ advanced: [{ pieces: ['Half an'], then: { error: 'model down' } }], basic: [{ pieces: ['From'], then: 'never' }] });
    chat.actor.send({ type: 'message.send', text: 'Hosting?' });
    await tick();
    expect(chat.actor.getSnapshot().context.partialAnswer).toBe('From');
  });

  it('neither answers: offline with the apology, and sending is blocked until Retry Connection', async () => {
    const chat = await online({ advanced: [{ error: 'model down' }], basic: [http(503), { response: 'Back again.' }] });
    chat.actor.send({ type: 'message.send', text: 'Hosting?' });
    await tick();
    expect(chat.status()).toBe('offline');
    expect(chat.last()).toMatchObject({ text: messages.assistantBothUnavailable, isUser: false, notice: true, tone: 'warning' });

    expect(chat.actor.getSnapshot().can({ type: 'message.send', text: 'Anyone there?' })).toBe(false);
    chat.actor.send({ type: 'message.send', text: 'Anyone there?' });
    expect(chat.texts()).not.toContain('Anyone there?');
    // Offline does not retry by itself.
    await tick(120_000);
    expect(chat.status()).toBe('offline');

    chat.actor.send({ type: 'connection.retry' });
    expect(chat.status()).toBe('connecting');
    await tick();
    expect(chat.status()).toBe('online');
  });

  it('basic answers an empty response: offline with the apology', async () => {
    const chat = await online({ advanced: [{ error: 'x' }], basic: [{ response: '' }] });
    chat.actor.send({ type: 'message.send', text: 'Hosting?' });
    await tick();
    expect(chat.status()).toBe('offline');
    expect(chat.last().text).toBe(messages.assistantBothUnavailable);
  });

  it('an exception (no answer at all): error with the other apology, then reconnects by itself', async () => {
    const chat = await online({ advanced: [network()], basic: [new TypeError('Failed to fetch')] });
    chat.actor.send({ type: 'message.send', text: 'Hosting?' });
    await tick();
    expect(chat.status()).toBe('error');
    expect(chat.last()).toMatchObject({ text: messages.assistantException, notice: true });
    await tick(assistantReconnect.baseDelayMs - 1);
    expect(chat.calls.test).toBe(1);
    await tick(1);
    expect(chat.calls.test).toBe(2);
    expect(chat.status()).toBe('online');
  });

  it('a 429 shows the friendly wait and stays online; the basic assistant is not asked', async () => {
    const chat = await online({ advanced: [http(429, 240)] });
    chat.actor.send({ type: 'message.send', text: 'Hosting?' });
    await tick();
    expect(chat.status()).toBe('online');
    expect(chat.last()).toMatchObject({ text: assistantRateLimitedMessage(240), notice: true });
    expect(chat.last().text).toContain('about 4 minutes');
    expect(chat.calls.basic).toEqual([]);
  });

  it('a 429 from the basic assistant shows the wait too', async () => {
    const chat = await online({ advanced: [{ error: 'x' }], basic: [http(429, 30)] });
    chat.actor.send({ type: 'message.send', text: 'Hosting?' });
    await tick();
    expect(chat.status()).toBe('online');
    expect(chat.last().text).toBe(assistantRateLimitedMessage(30));
  });

  it('never sends an empty or whitespace-only message, or one over the limit', async () => {
    const chat = await online({ advanced: [{ response: 'x' }] });
    for (const text of ['', '   ', '\n\t ', 'x'.repeat(assistantLimits.messageMaxChars + 1)]) {
      expect(chat.actor.getSnapshot().can({ type: 'message.send', text })).toBe(false);
      chat.actor.send({ type: 'message.send', text });
    }
    await tick();
    expect(chat.texts()).toEqual([messages.assistantGreeting]);
    expect(chat.calls.advanced).toEqual([]);
    expect(chat.status()).toBe('online');
  });

  it('blocks sending while a reply is pending, and while the connection test runs', async () => {
    const chat = await online({ advanced: ['never'] });
    chat.actor.send({ type: 'message.send', text: 'First' });
    expect(chat.actor.getSnapshot().can({ type: 'message.send', text: 'Second' })).toBe(false);
    chat.actor.send({ type: 'message.send', text: 'Second' });
    await tick(10_000);
    expect(chat.texts()).toEqual([messages.assistantGreeting, 'First']);
    expect(chat.calls.advanced).toHaveLength(1);

    const testing = start({ test: ['never'] });
    testing.actor.send({ type: 'dialog.open' });
    expect(testing.actor.getSnapshot().can({ type: 'message.send', text: 'Hi' })).toBe(false);
  });

  it('a pending reply still arrives when the dialog is closed meanwhile', async () => {
    let answer: (value: AdvancedAiAssistantResponse) => void = () => {};
    const { machine } = stubs({ test: [ok] });
    const actor = createActor(
      machine.provide({ actors: { askAdvanced: fromPromise<AdvancedAiAssistantResponse, AssistantAdvancedQuestion>(() => new Promise((resolve) => (answer = resolve))) } }),
      { input: { siteOrigin } },
    ).start();
    actor.send({ type: 'dialog.open' });
    await tick();
    actor.send({ type: 'message.send', text: 'Hosting?' });
    actor.send({ type: 'dialog.close' });
    answer({ response: 'Here you are.' });
    await tick();
    expect(actor.getSnapshot().context.messages.at(-1)!.text).toBe('Here you are.');
  });

  it('sends the last 5 messages as history: chat only, no greeting or apologies, oldest dropped', async () => {
    const replies = Array.from({ length: 6 }, (_, i) => ({ response: `Answer ${i + 1}` }));
    const chat = await online({ advanced: replies });
    for (let i = 1; i <= 4; i++) {
      chat.actor.send({ type: 'message.send', text: `Question ${i}` });
      await tick();
    }
    chat.actor.send({ type: 'message.send', text: 'Question 5' });
    await tick();
    const sent = chat.calls.advanced.at(-1)!;
    expect(sent.message).toBe('Question 5');
    expect(sent.history).toHaveLength(chatHistoryLimit);
    expect(sent.history).toEqual([
      { role: 'assistant', content: 'Answer 2' },
      { role: 'user', content: 'Question 3' },
      { role: 'assistant', content: 'Answer 3' },
      { role: 'user', content: 'Question 4' },
      { role: 'assistant', content: 'Answer 4' },
    ]);
    expect(chat.calls.advanced[0]!.history).toEqual([]);
    expect(chat.calls.advanced[1]!.history).toEqual([
      { role: 'user', content: 'Question 1' },
      { role: 'assistant', content: 'Answer 1' },
    ]);
  });
});

describe('reconnecting', () => {
  it('Retry Connection reruns the test at once from error', async () => {
    const chat = start({ test: [http(500), ok] });
    chat.actor.send({ type: 'dialog.open' });
    await tick();
    expect(chat.status()).toBe('error');
    chat.actor.send({ type: 'connection.retry' });
    expect(chat.status()).toBe('connecting');
    await tick();
    expect(chat.status()).toBe('online');
    expect(chat.calls.test).toBe(2);
  });

  it('retries by itself with backoff (2, 4, 8, 16, 30 s), then gives up: offline', async () => {
    const chat = start({ test: [http(500)] });
    chat.actor.send({ type: 'dialog.open' });
    await tick();
    const expected = [2_000, 4_000, 8_000, 16_000, 30_000];
    expect(expected.map((_, attempt) => reconnectDelayMs(attempt))).toEqual(expected);
    for (const [attempt, delay] of expected.entries()) {
      expect(chat.status()).toBe('error');
      await tick(delay - 1);
      expect(chat.calls.test).toBe(attempt + 1);
      await tick(1);
      expect(chat.calls.test).toBe(attempt + 2);
    }
    expect(chat.status()).toBe('offline');
    await tick(600_000);
    expect(chat.calls.test).toBe(expected.length + 1);
  });

  it('a success resets the backoff', async () => {
    const chat = start({ test: [http(500), http(500), ok, http(500)] });
    chat.actor.send({ type: 'dialog.open' });
    await tick(); // fails: error
    await tick(2_000); // fails again: error, next wait 4 s
    await tick(4_000); // succeeds
    expect(chat.status()).toBe('online');
    chat.actor.send({ type: 'dialog.close' });
    chat.actor.send({ type: 'dialog.open' });
    await tick(); // fails
    expect(chat.status()).toBe('error');
    await tick(2_000);
    expect(chat.calls.test).toBe(5);
  });

  it('waits at least as long as the server’s Retry-After', async () => {
    const chat = start({ test: [http(429, 20), ok] });
    chat.actor.send({ type: 'dialog.open' });
    await tick();
    await tick(19_999);
    expect(chat.calls.test).toBe(1);
    await tick(1);
    expect(chat.calls.test).toBe(2);
    expect(chat.status()).toBe('online');
  });

  it('closing the dialog stops the automatic retries', async () => {
    const chat = start({ test: [http(500)] });
    chat.actor.send({ type: 'dialog.open' });
    await tick();
    chat.actor.send({ type: 'dialog.close' });
    await tick(120_000);
    expect(chat.calls.test).toBe(1);
  });

  it('a message sent from error is asked as usual', async () => {
    const chat = start({ test: [http(500)], advanced: [{ response: 'Still here.' }] });
    chat.actor.send({ type: 'dialog.open' });
    await tick();
    chat.actor.send({ type: 'message.send', text: 'Hello?' });
    await tick();
    expect(chat.status()).toBe('online');
    expect(chat.last().text).toBe('Still here.');
  });
});

describe('helpers', () => {
  it('conversationHistory bounds each item', () => {
    const long = 'x'.repeat(assistantLimits.historyItemMaxChars + 50);
    const history = conversationHistory([{ id: 'a', text: long, isUser: false, timestamp: '' }]);
    expect(history[0]!.content).toHaveLength(assistantLimits.historyItemMaxChars);
  });

  it('the wait message reads like a person', () => {
    expect(assistantRateLimitedMessage(undefined)).toContain('a few minutes');
    expect(assistantRateLimitedMessage(45)).toContain('wait a minute');
    expect(assistantRateLimitedMessage(61)).toContain('about 2 minutes');
    expect(assistantRateLimitedMessage(600)).toContain('/contact');
  });
});

describe('signed answers', () => {
  it('keeps each answer\'s signature and sends the signatures of the answers in the history with the next question', async () => {
    const { actor, calls } = start({ test: [ok], advanced: [{ response: 'We build stores from $6,500.', signature: 'S'.repeat(43) }, { response: 'Yes.' }] });
    actor.send({ type: 'dialog.open' });
    await tick();
    actor.send({ type: 'message.send', text: 'Do you build online stores?' });
    await tick();
    expect(calls.advanced[0]!.signatures).toBeUndefined();
    actor.send({ type: 'message.send', text: 'How long does it take?' });
    await tick();
    expect(calls.advanced[1]!.history.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(calls.advanced[1]!.signatures).toEqual(['S'.repeat(43)]);
  });
});
