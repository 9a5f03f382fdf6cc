/**
 * openai-assistant and advanced-ai-assistant (spec section 7, calls 7 and 8).
 *
 * - Without OPENAI_API_KEY both answer from the catalogue, offline (assistant/offline.ts).
 * - With a key both ask the model (assistant/model.ts). When the model fails, each answers the
 *   way the contract lets the browser fall back: the advanced assistant with `{ error }` (the
 *   browser then asks the basic one), the basic assistant with 503 `{ error }` (the browser then
 *   shows its apology). Neither answers 500 for a model failure.
 * - Rate limited per IP (hashed): questions in one bucket, connection tests (which never reach
 *   the model) in a roomier one, so opening the dialog does not use up a visitor's questions.
 * - Every reply is signed (HMAC-SHA256 with a stored server secret, `signature`); the history's
 *   assistant turns reach the model only with their signatures (`X-Assistant-Signatures`), so a
 *   visitor cannot invent what "the assistant said". The model answers at most
 *   ASSISTANT_DAILY_MODEL_CALLS questions a day from everyone together; past that, the catalogue
 *   answers (offline), so spend has a ceiling and visitors still get an answer.
 * - A request that accepts `text/event-stream` gets the answer as Server-Sent Events while it is
 *   written (`delta` events), then `answer` with the very JSON the contract returns, or `error`
 *   with what the JSON answer would have said (its status, message and Retry-After). Refusals
 *   before the answer starts (bad input, rate limit) stay plain JSON. See docs/assistant.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  advancedAiAssistantRequest,
  assistantLimits,
  assistantSignaturesHeader,
  messages,
  openaiAssistantRequest,
  publicPages,
  type ConversationMessage,
} from '../../domain';
import { answerFromSite, connectionTestReply, groundingPassages, withPageLink } from '../assistant/offline';
import { createModel, ModelUnavailableError, type AskModel, type ModelOptions } from '../assistant/model';
import { recordUnanswered } from '../assistant/unanswered';
import { storedSecret } from '../db/secrets';
import { clientIp, errorResponse, eventStream, HttpError, json, readJson, wantsEventStream, withErrorHandling, type Handler, type RequestContext } from '../http';
import { hashIp, hit, rateLimits, type RateLimit } from '../rate-limit';
import { clockOf, type HandlerDeps } from './deps';

export interface AssistantDeps extends HandlerDeps {
  /** replaces the model (null: offline); by default built from OPENAI_API_KEY */
  model?: AskModel | null;
  /** timeout and retries of the model client, for tests */
  modelOptions?: ModelOptions;
}

const isSitePath = (path: string) => Object.hasOwn(publicPages, path);

/** Seconds the browser is asked to wait after a model failure, when the provider did not say. */
const modelRetryAfterSeconds = 30;

type Answer = { ok: true; text: string } | { ok: false; error: ModelUnavailableError };

/** What the browser keeps of a reply and sends back as history (trimmed, bounded): what is signed. */
const signedText = (text: string) => text.trim().slice(0, assistantLimits.historyItemMaxChars);

function setUp(deps: AssistantDeps) {
  const model = deps.model !== undefined ? deps.model : createModel(deps.env, deps.modelOptions);
  const now = clockOf(deps);
  let key: Promise<string> | undefined;
  const signingKey = () => (key ??= storedSecret(deps.db, 'assistant_signing_key').catch((error: unknown) => {
    key = undefined;
    throw error;
  }));
  const sign = async (text: string) => createHmac('sha256', await signingKey()).update(signedText(text)).digest('base64url');
  /** The history with only the assistant turns whose signature the browser sent back. */
  const genuine = async (request: Request, history: readonly ConversationMessage[]): Promise<ConversationMessage[]> => {
    if (!history.some((m) => m.role === 'assistant')) return [...history];
    const offered = (request.headers.get(assistantSignaturesHeader) ?? '').split(/[\s,]+/).filter((s) => /^[\w-]{43}$/.test(s)).slice(0, 100);
    const kept: ConversationMessage[] = [];
    for (const turn of history) {
      if (turn.role === 'user') kept.push(turn);
      else {
        const expected = Buffer.from(await sign(turn.content));
        if (offered.some((s) => timingSafeEqual(Buffer.from(s), expected))) kept.push(turn);
      }
    }
    return kept;
  };
  /** One of the day's model questions, counted before the call; false when the day's are used up. */
  const mayAskModel = async () => {
    try {
      await hit(deps.db, 'assistant-model:day', { max: deps.env.ASSISTANT_DAILY_MODEL_CALLS, windowMs: 24 * 60 * 60 * 1000 }, now());
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) return false;
      throw error;
    }
  };
  const limit = async (request: Request, context: RequestContext | undefined, bucket: string, rule: RateLimit) => {
    const ip = clientIp(request, context);
    await hit(deps.db, `${bucket}:ip:${hashIp(ip, deps.env.IP_HASH_SALT)}`, rule, now());
    return ip;
  };
  /** A question the pages do not answer is kept for the team; failing to keep it never fails the answer. */
  const keepUnanswered = async (message: string) => {
    try {
      await recordUnanswered(deps.db, message, now());
    } catch (error) {
      console.error('[assistant] could not keep an unanswered question:', error instanceof Error ? error.message : String(error));
    }
  };
  const answer = async (
    ip: string,
    message: string,
    history: readonly ConversationMessage[],
    { extra, onDelta, signal }: { extra?: string | undefined; onDelta?: (text: string) => void; signal?: AbortSignal } = {},
  ): Promise<Answer> => {
    if (!model || !(await mayAskModel())) {
      const offline = answerFromSite(message);
      if (!offline.known) await keepUnanswered(message);
      // Streamed too, as one piece, so the browser has one way to read an answer.
      onDelta?.(offline.text);
      return { ok: true, text: offline.text };
    }
    // A follow-up ("and the bigger one?") is searched with the visitor's previous question too.
    let passages = groundingPassages(message);
    const previous = history.filter((m) => m.role === 'user').at(-1);
    if (passages.length === 0 && previous) passages = groundingPassages(`${previous.content} ${message}`);
    if (passages.length === 0) await keepUnanswered(message);
    try {
      const reply = await model({ message, passages, history, extra, clientIp: ip, ...(onDelta ? { onDelta } : {}), ...(signal ? { signal } : {}) });
      return { ok: true, text: withPageLink(reply, passages, isSitePath) };
    } catch (error) {
      const failure = error instanceof ModelUnavailableError ? error : new ModelUnavailableError(String(error), { cause: error });
      console.error('[assistant] model call failed:', failure.message);
      return { ok: false, error: failure };
    }
  };
  /**
   * The answer as Server-Sent Events: `delta` ({ text }) as the reply is written, then `answer`
   * (the contract's JSON, signed: the text the browser keeps) or `error` ({ status, error,
   * retryAfter? }: what the JSON answer would have been). A visitor who leaves stops the model.
   */
  const streamAnswer = (
    ip: string,
    message: string,
    history: readonly ConversationMessage[],
    { extra, failure }: { extra?: string | undefined; failure: (error: ModelUnavailableError) => { status: number; error: string; retryAfter?: number } },
  ): Response =>
    eventStream(async (send, signal) => {
      const result = await answer(ip, message, history, { extra, signal, onDelta: (text) => send('delta', { text }) });
      if (result.ok) send('answer', { response: result.text, signature: await sign(result.text) });
      else send('error', failure(result.error));
    });
  return { limit, answer, genuine, sign, streamAnswer };
}

const basicFailure = (error: ModelUnavailableError) => ({
  status: 503,
  error: messages.assistantModelUnavailable,
  retryAfter: error.retryAfterSeconds ?? modelRetryAfterSeconds,
});

export function createOpenaiAssistantHandler(deps: AssistantDeps): Handler {
  const { limit, answer, genuine, sign, streamAnswer } = setUp(deps);
  return withErrorHandling('openai-assistant', async (request, context) => {
    const body = await readJson(request, openaiAssistantRequest);
    if (body.context === 'connection_test') {
      await limit(request, context, 'assistant-connection', rateLimits.assistantConnection);
      return json({ response: connectionTestReply });
    }
    const ip = await limit(request, context, 'assistant', rateLimits.assistant);
    const history = await genuine(request, body.conversation_history ?? []);
    if (wantsEventStream(request)) return streamAnswer(ip, body.message, history, { failure: basicFailure });
    const result = await answer(ip, body.message, history);
    if (!result.ok) {
      const failure = basicFailure(result.error);
      return errorResponse(failure.status, failure.error, { 'Retry-After': String(failure.retryAfter) });
    }
    return json({ response: result.text, signature: await sign(result.text) });
  });
}

/** The visitor's business type goes into the prompt, so only plain words get there. */
function businessTypeLine(businessType: string): string | undefined {
  const words = businessType.replace(/[^\p{L}\p{N} _-]/gu, ' ').replace(/[_\s]+/g, ' ').trim().slice(0, 60);
  return words ? `The visitor describes their business as: ${words}. Suggest what fits such a business where it helps.` : undefined;
}

export function createAdvancedAiAssistantHandler(deps: AssistantDeps): Handler {
  const { limit, answer, genuine, sign, streamAnswer } = setUp(deps);
  return withErrorHandling('advanced-ai-assistant', async (request, context) => {
    const body = await readJson(request, advancedAiAssistantRequest);
    const ip = await limit(request, context, 'assistant', rateLimits.assistant);
    const history = await genuine(request, body.conversation_history);
    const extra = businessTypeLine(body.user_data.business_type);
    // 200 with `error`, streamed or not: the browser then asks the basic assistant.
    if (wantsEventStream(request)) return streamAnswer(ip, body.message, history, { extra, failure: () => ({ status: 200, error: messages.assistantModelUnavailable }) });
    const result = await answer(ip, body.message, history, { extra });
    // 200 with `error`: the browser uses the answer only without an error (spec section 7.8).
    if (!result.ok) return json({ error: messages.assistantModelUnavailable });
    return json({ response: result.text, signature: await sign(result.text) });
  });
}
