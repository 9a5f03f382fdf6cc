/**
 * The assistant chat's connection (spec section 4): online, connecting, error, offline.
 *
 * - Opening the dialog runs a connection test (openai-assistant, context `connection_test`):
 *   connecting, then online, or error if the call does not answer OK.
 * - Sending sets connecting. The advanced assistant is asked first and its answer used only when
 *   it has a `response` and no `error`; otherwise the basic assistant (context `general`). Both
 *   get the last 5 messages. If neither answers: offline, with the apology of section 8. An
 *   exception (no answer at all: network, timeout) gives error, with the other apology.
 * - Answers stream: each piece the server sends (`answer.delta`) grows `partialAnswer`, which
 *   the dialog shows while the reply is written; the whole answer then takes its place. A piece
 *   of an answer that failed is dropped when the basic assistant is asked.
 * - A 429 is neither: the visitor is told how long to wait, and the chat stays online.
 * - From error the test reruns by itself with backoff; after a few tries the chat gives up and is
 *   offline. Retry Connection reruns the test at once, from error or offline.
 * - Sending is blocked while a reply is pending, while connecting and while offline; a message
 *   blank after trimming is never sent.
 *
 * Side effects are the named actors below; the app's default implementations call the typed
 * client, and tests replace them with `machine.provide({ actors })`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError, api } from '../api/client';
import {
  assistantSignaturesHeader,
  type AdvancedAiAssistantResponse,
  type ConversationMessage,
  type OpenaiAssistantResponse,
} from '../../domain/api';
import { assistantLimits, chatHistoryLimit } from '../../domain/constants';
import type { AssistantChatMessage } from '../../domain/entities';
import { assistantRateLimitedMessage, messages } from '../../domain/messages';

export type AssistantStatus = 'online' | 'connecting' | 'error' | 'offline';

/** A chat message as the dialog shows it. Notices (greeting, apologies, waits) are never sent as history. */
export interface AssistantMessage extends AssistantChatMessage {
  readonly id: string;
  readonly notice?: boolean;
  /** apologies and waits stand out from answers */
  readonly tone?: 'warning';
  /** the server's signature of an answer, sent back with it as history */
  readonly signature?: string;
}

export interface AssistantQuestion {
  readonly message: string;
  /** at most the last 5 messages before this one */
  readonly history: readonly ConversationMessage[];
  /** the signatures of the answers in `history` (X-Assistant-Signatures) */
  readonly signatures?: readonly string[];
}

export interface AssistantAdvancedQuestion extends AssistantQuestion {
  readonly siteOrigin: string;
}

/** What an ask actor gets: the question, and where the reply's pieces go as they arrive. */
export type AskInput<Q extends AssistantQuestion = AssistantQuestion> = Q & { readonly listener?: AnswerListener };

const deltasTo = (listener: AnswerListener | undefined) => (listener ? { onDelta: (text: string) => listener.send({ type: 'answer.delta', text }) } : {});

export interface AssistantInput {
  /** the site's origin, sent to the advanced assistant as `user_data.website_url` */
  readonly siteOrigin: string;
  /** a conversation to start from (stories); by default the greeting alone */
  readonly messages?: readonly AssistantMessage[];
}

export interface AssistantContext {
  readonly siteOrigin: string;
  readonly messages: readonly AssistantMessage[];
  /** the visitor's question being answered */
  readonly question: AssistantQuestion | null;
  /** the reply as written so far, while it streams ('' when none is on its way) */
  readonly partialAnswer: string;
  /** automatic reconnections tried since the last success or manual retry */
  readonly reconnectAttempts: number;
  /** the server's Retry-After on the last failed test, in ms */
  readonly retryAfterMs: number;
  readonly nextId: number;
}

export type AssistantEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'message.send'; text: string }
  | { type: 'connection.retry' }
  /** the next piece of the reply being written (sent by the ask actors) */
  | { type: 'answer.delta'; text: string };

/** Where an ask actor sends the pieces of a streamed reply: the machine that invoked it. */
interface AnswerListener {
  send(event: { type: 'answer.delta'; text: string }): void;
}

/** Automatic reconnection from error: 2 s, 4 s, 8 s, 16 s, 30 s, then offline. */
export const assistantReconnect = { baseDelayMs: 2_000, maxDelayMs: 30_000, maxAttempts: 5 } as const;

/** A call that has not answered after this long counts as no answer at all. */
const assistantRequestTimeoutMs = 45_000;

/** The assistant's first words, dated when the conversation starts. */
function greetingMessage(now: Date = new Date()): AssistantMessage {
  return { id: 'greeting', text: messages.assistantGreeting, isUser: false, timestamp: now.toISOString(), notice: true };
}

export function reconnectDelayMs(attempts: number, retryAfterMs = 0): number {
  const backoff = Math.min(assistantReconnect.maxDelayMs, assistantReconnect.baseDelayMs * 2 ** attempts);
  return Math.max(backoff, Math.min(retryAfterMs, assistantReconnect.maxDelayMs * 2));
}

/** The signatures of the answers among the messages `conversationHistory` sends. */
function historySignatures(all: readonly AssistantMessage[]): string[] {
  return all
    .filter((m) => !m.notice)
    .slice(-chatHistoryLimit)
    .flatMap((m) => (!m.isUser && m.signature ? [m.signature] : []));
}

const signaturesHeader = (question: AssistantQuestion): HeadersInit | undefined =>
  question.signatures && question.signatures.length > 0 ? { [assistantSignaturesHeader]: question.signatures.join(' ') } : undefined;

/** The history sent with a question: chat messages only, the last 5, each within the bound. */
export function conversationHistory(all: readonly AssistantMessage[]): ConversationMessage[] {
  return all
    .filter((m) => !m.notice)
    .slice(-chatHistoryLimit)
    .map((m) => ({ role: m.isUser ? 'user' : 'assistant', content: m.text.slice(0, assistantLimits.historyItemMaxChars) }));
}

/** What the visitor typed, as it would be sent; null when it must not be sent. */
function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= assistantLimits.messageMaxChars ? trimmed : null;
}

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const isRateLimited = (error: unknown) => error instanceof ApiError && error.isRateLimited;
/** The server answered, but not with an answer (5xx, 503 from the model, a broken body). */
const isUnanswered = (error: unknown) => error instanceof ApiError && (error.kind === 'http' || error.kind === 'invalid-response');

/** Aborts when the actor stops (the state is left) or the call takes too long. */
function withTimeout(signal: AbortSignal): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(assistantRequestTimeoutMs)]);
}

export const assistantConnectionMachine = setup({
  types: {
    context: {} as AssistantContext,
    events: {} as AssistantEvent,
    input: {} as AssistantInput,
    tags: {} as AssistantStatus | 'pending',
  },
  actors: {
    testConnection: fromPromise<OpenaiAssistantResponse>(({ signal }) =>
      api.openaiAssistant({ message: 'Connection test', context: 'connection_test' }, { signal: withTimeout(signal) }),
    ),
    askAdvanced: fromPromise<AdvancedAiAssistantResponse, AskInput<AssistantAdvancedQuestion>>(({ input, signal }) =>
      api.advancedAiAssistant(
        {
          message: input.message,
          context: 'general',
          conversation_history: [...input.history],
          user_data: { website_url: input.siteOrigin, business_type: 'digital_marketing' },
        },
        { signal: withTimeout(signal), headers: signaturesHeader(input), ...deltasTo(input.listener) },
      ),
    ),
    askBasic: fromPromise<OpenaiAssistantResponse, AskInput>(({ input, signal }) =>
      api.openaiAssistant(
        { message: input.message, context: 'general', conversation_history: [...input.history] },
        { signal: withTimeout(signal), headers: signaturesHeader(input), ...deltasTo(input.listener) },
      ),
    ),
  },
  guards: {
    canSend: ({ event }) => event.type === 'message.send' && sendableText(event.text) !== null,
    connectionOk: ({ event }) => typeof (event as { output?: OpenaiAssistantResponse }).output?.response === 'string',
    advancedAnswered: ({ event }) => {
      const output = (event as { output?: AdvancedAiAssistantResponse }).output;
      return Boolean(output?.response?.trim()) && output?.error === undefined;
    },
    basicAnswered: ({ event }) => Boolean((event as { output?: OpenaiAssistantResponse }).output?.response?.trim()),
    rateLimited: ({ event }) => isRateLimited(errorOf(event)),
    unanswered: ({ event }) => isUnanswered(errorOf(event)),
    mayReconnect: ({ context }) => context.reconnectAttempts < assistantReconnect.maxAttempts,
    reconnectsExhausted: ({ context }) => context.reconnectAttempts >= assistantReconnect.maxAttempts,
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayMs(context.reconnectAttempts, context.retryAfterMs),
  },
  actions: {
    addQuestion: assign(({ context, event }) => {
      if (event.type !== 'message.send') return {};
      const message = sendableText(event.text)!;
      const signatures = historySignatures(context.messages);
      const question: AssistantQuestion = { message, history: conversationHistory(context.messages), ...(signatures.length > 0 ? { signatures } : {}) };
      const asked: AssistantMessage = { id: `m${context.nextId}`, text: message, isUser: true, timestamp: new Date().toISOString() };
      return { question, messages: [...context.messages, asked], nextId: context.nextId + 1 };
    }),
    addAnswer: assign(({ context, event }) => {
      const output = (event as { output?: { response?: string; signature?: string } }).output;
      const text = output?.response?.trim() ?? '';
      const answer: AssistantMessage = {
        id: `m${context.nextId}`,
        text,
        isUser: false,
        timestamp: new Date().toISOString(),
        ...(output?.signature ? { signature: output.signature } : {}),
      };
      return { messages: [...context.messages, answer], question: null, partialAnswer: '', nextId: context.nextId + 1 };
    }),
    growPartialAnswer: assign(({ context, event }) => (event.type === 'answer.delta' ? { partialAnswer: context.partialAnswer + event.text } : {})),
    dropPartialAnswer: assign({ partialAnswer: '' }),
    addBothUnavailable: assign(({ context }) => notice(context, messages.assistantBothUnavailable)),
    addException: assign(({ context }) => notice(context, messages.assistantException)),
    addRateLimited: assign(({ context, event }) => {
      const error = errorOf(event);
      return notice(context, assistantRateLimitedMessage(error instanceof ApiError ? error.retryAfter : undefined));
    }),
    rememberRetryAfter: assign(({ event }) => {
      const error = errorOf(event);
      return { retryAfterMs: error instanceof ApiError && error.retryAfter !== undefined ? error.retryAfter * 1000 : 0 };
    }),
    countReconnect: assign(({ context }) => ({ reconnectAttempts: context.reconnectAttempts + 1 })),
    resetReconnect: assign({ reconnectAttempts: 0, retryAfterMs: 0 }),
  },
}).createMachine({
  id: 'assistantConnection',
  initial: 'idle',
  context: ({ input }) => ({
    siteOrigin: input.siteOrigin,
    messages: input.messages ?? [greetingMessage()],
    question: null,
    partialAnswer: '',
    reconnectAttempts: 0,
    retryAfterMs: 0,
    nextId: 1,
  }),
  on: {
    'dialog.open': { target: '.testing', actions: 'resetReconnect' },
    'dialog.close': '.idle',
  },
  states: {
    /** the dialog is closed */
    idle: {},
    testing: {
      tags: ['connecting'],
      on: { 'dialog.open': {} },
      invoke: {
        src: 'testConnection',
        onDone: [
          { guard: 'connectionOk', target: 'online', actions: 'resetReconnect' },
          { target: 'error' },
        ],
        onError: { target: 'error', actions: 'rememberRetryAfter' },
      },
    },
    online: {
      tags: ['online'],
      on: { 'message.send': { guard: 'canSend', target: 'sending', actions: 'addQuestion' } },
    },
    sending: {
      tags: ['connecting', 'pending'],
      // A reply on its way still arrives when the dialog is closed or opened again.
      on: { 'dialog.open': {}, 'dialog.close': {}, 'answer.delta': { actions: 'growPartialAnswer' } },
      exit: 'dropPartialAnswer',
      initial: 'advanced',
      states: {
        advanced: {
          invoke: {
            src: 'askAdvanced',
            input: ({ context, self }) => ({ ...context.question!, siteOrigin: context.siteOrigin, listener: self }),
            onDone: [
              { guard: 'advancedAnswered', target: '#assistantConnection.online', actions: 'addAnswer' },
              { target: 'basic' },
            ],
            onError: [
              // Both assistants share one limit: asking the other would only be refused too.
              { guard: 'rateLimited', target: '#assistantConnection.online', actions: 'addRateLimited' },
              { target: 'basic' },
            ],
          },
        },
        basic: {
          entry: 'dropPartialAnswer',
          invoke: {
            src: 'askBasic',
            input: ({ context, self }) => ({ ...context.question!, listener: self }),
            onDone: [
              { guard: 'basicAnswered', target: '#assistantConnection.online', actions: 'addAnswer' },
              { target: '#assistantConnection.offline', actions: 'addBothUnavailable' },
            ],
            onError: [
              { guard: 'rateLimited', target: '#assistantConnection.online', actions: 'addRateLimited' },
              { guard: 'unanswered', target: '#assistantConnection.offline', actions: 'addBothUnavailable' },
              { target: '#assistantConnection.error', actions: 'addException' },
            ],
          },
        },
      },
    },
    error: {
      tags: ['error'],
      always: { guard: 'reconnectsExhausted', target: 'offline' },
      after: {
        reconnectDelay: { guard: 'mayReconnect', target: 'testing', actions: 'countReconnect' },
      },
      on: {
        'connection.retry': { target: 'testing', actions: 'resetReconnect' },
        'message.send': { guard: 'canSend', target: 'sending', actions: ['resetReconnect', 'addQuestion'] },
      },
    },
    offline: {
      tags: ['offline'],
      on: { 'connection.retry': { target: 'testing', actions: 'resetReconnect' } },
    },
  },
});

function notice(context: AssistantContext, text: string): Partial<AssistantContext> {
  const message: AssistantMessage = { id: `m${context.nextId}`, text, isUser: false, timestamp: new Date().toISOString(), notice: true, tone: 'warning' };
  return { messages: [...context.messages, message], question: null, partialAnswer: '', nextId: context.nextId + 1 };
}

export type AssistantSnapshot = SnapshotFrom<typeof assistantConnectionMachine>;

export function assistantStatusOf(snapshot: AssistantSnapshot): AssistantStatus {
  if (snapshot.hasTag('online')) return 'online';
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('offline')) return 'offline';
  return 'connecting';
}
