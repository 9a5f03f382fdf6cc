/**
 * Web-standard request and response helpers shared by every handler: JSON answers, the
 * `{ error }` shape of api.md, bounded JSON reading, and the wrapper that turns a thrown
 * `HttpError` into its answer and anything unexpected into a logged 500.
 */
import type { z } from 'zod';
import { fieldErrorsOf, maxRequestBodyBytes, messages } from '../domain';

export interface RequestContext {
  /** the client's address as the adapter saw it (socket or trusted proxy header) */
  clientIp?: string;
  /** the request's id (X-Request-Id), for log lines and security events */
  requestId?: string;
}

export type Handler = (request: Request, context?: RequestContext) => Promise<Response>;

export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string> | undefined;
  /** a form call's 400: the message for each refused field (api.md error body, `fields`) */
  readonly fields: Record<string, string> | undefined;
  /** a machine-readable reason beside the message (api.md error body, `reason`), e.g. `step_up_required` */
  readonly reason: string | undefined;
  constructor(status: number, message: string, headers?: Record<string, string>, fields?: Record<string, string>, reason?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
    this.fields = fields;
    this.reason = reason;
  }
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(status: number, message: string, headers?: HeadersInit, fields?: Record<string, string>, reason?: string): Response {
  return json({ error: message, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) }, { status, headers });
}

/** Whether the caller asked for Server-Sent Events (`Accept: text/event-stream`). */
export function wantsEventStream(request: Request): boolean {
  return (request.headers.get('accept') ?? '').split(',').some((type) => type.split(';')[0]!.trim().toLowerCase() === 'text/event-stream');
}

type SendEvent = (event: string, data: unknown) => void;

/**
 * A `text/event-stream` answer written while `produce` runs: each `send` is one event, handed
 * to the server at once (nothing here buffers or compresses; `no-transform` and
 * `X-Accel-Buffering: no` ask Deno's server and a proxy in front not to either). The stream ends when `produce` settles; if it throws, one last
 * `error` event says so in the contract's words. `signal` aborts when the client goes away.
 */
export function eventStream(produce: (send: SendEvent, signal: AbortSignal) => Promise<void>): Response {
  const encoder = new TextEncoder();
  const gone = new AbortController();
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send: SendEvent = (event, data) => {
        if (closed) return;
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      void produce(send, gone.signal)
        .catch((error: unknown) => {
          console.error('[event-stream] unexpected error', error);
          send('error', { status: 500, error: 'Something went wrong on our side. Please try again.' });
        })
        .finally(() => {
          if (closed) return;
          closed = true;
          controller.close();
        });
    },
    cancel() {
      closed = true;
      gone.abort();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: a proxy, and Deno.serve's automatic compression, leave the stream as written
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * A body too long for a call is still received and dropped up to this many bytes, so that a
 * client still sending gets its 413 and can reuse the connection; beyond, the 413 says
 * `Connection: close` (a socket whose request was not read to its end must not carry another).
 * Found by fuzzing over HTTP: a chunked upload cut off at the limit left a keep-alive socket that
 * failed the client's next request.
 * - announced too long (Content-Length): nothing is read here; the server drops the rest after
 *   the answer (node-server.ts), or the 413 closes the connection when it is beyond this;
 * - turning out too long (chunked, or longer than announced): read and dropped here.
 */
export const maxDiscardedBodyBytes = 4 * 1024 * 1024;

/**
 * How long a function call's body may take to arrive, from the first read (issue 32: a client
 * dribbling a body held a handler, and its connection, for Node's default 300 s). The Node server
 * also cuts such a request at the socket (node-server.ts `requestTimeoutMs`); this deadline holds
 * on every runtime (Deno has no request timeout of its own).
 */
export const requestBodyTimeoutMs = 15_000;

/**
 * The body as text, never more than `limit` bytes: a Content-Length above the limit is refused
 * before reading, and a body that turns out longer than announced (or chunked) is cut off. A body
 * still arriving after `timeoutMs` is refused with 408 and `Connection: close`.
 */
export async function readBodyText(request: Request, limit = maxRequestBodyBytes, timeoutMs = requestBodyTimeoutMs): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    const length = Number(declared);
    if (!Number.isFinite(length) || length < 0) throw new HttpError(400, 'Invalid Content-Length header.');
    // Nothing of it is read here; up to maxDiscardedBodyBytes the server drops it after the answer.
    if (length > limit) throw new HttpError(413, messages.bodyTooLarge, length > maxDiscardedBodyBytes ? { Connection: 'close' } : undefined);
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError(408, messages.bodyTooSlow, { Connection: 'close' })), timeoutMs);
  });
  // whichever comes first: the next chunk, or the deadline (then the stream is cancelled below)
  const read = () => Promise.race([reader.read(), tooSlow]);
  tooSlow.catch(() => {});
  try {
    for (;;) {
      const { done, value } = await read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        while (total <= maxDiscardedBodyBytes) {
          const rest = await read();
          if (rest.done) throw new HttpError(413, messages.bodyTooLarge);
          total += rest.value.byteLength;
        }
        await reader.cancel().catch(() => {});
        throw new HttpError(413, messages.bodyTooLarge, { Connection: 'close' });
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError && error.status === 408) await reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body must be UTF-8 text.');
  }
}

/** A short human sentence naming the first field that failed. */
function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request body is not valid.';
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    const where = issue.path.length ? ` in "${issue.path.join('.')}"` : '';
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${where}.`;
  }
  if (issue.path.length === 0) return `The request body is not valid: ${issue.message}.`;
  const field = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `Missing "${field}".`;
  return `Invalid "${field}": ${issue.message}.`;
}

/** NUL (PostgreSQL text cannot hold it) or a surrogate without its pair (not Unicode text at all). */
// eslint-disable-next-line no-control-regex -- NUL is the character this looks for
const unstorableCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unstorableText = 'a character that cannot be stored (NUL or an unpaired surrogate)';

/**
 * Where a parsed JSON value holds a key or string with such a character: `undefined` when none,
 * else the top-level field it is under (null for the body itself). Iterative: a body can nest
 * tens of thousands of levels deep.
 */
export function findUnstorableText(value: unknown): string | number | null | undefined {
  const stack: Array<{ value: unknown; top: string | number | null }> = [{ value, top: null }];
  while (stack.length > 0) {
    const { value: item, top } = stack.pop()!;
    if (typeof item === 'string') {
      if (unstorableCharacter.test(item)) return top;
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push({ value: child, top: top ?? i }));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (unstorableCharacter.test(key)) return top ?? key;
        stack.push({ value: child, top: top ?? key });
      }
    }
  }
  return undefined;
}

/**
 * Reads, bounds, parses and validates a JSON body; throws HttpError 400/413/415. With
 * `fieldErrors`, a 400 also names each refused field with its schema's message (the forms).
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit = maxRequestBodyBytes,
  options: { fieldErrors?: boolean } = {},
): Promise<z.infer<S>> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new HttpError(415, 'The request must be sent as application/json.');
  }
  const text = await readBodyText(request, limit);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, messages.invalidJson);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const fields = options.fieldErrors ? fieldErrorsOf(result.error) : {};
    throw new HttpError(400, describeIssues(result.error), undefined, Object.keys(fields).length > 0 ? fields : undefined);
  }
  // Text that passed the schema is stored or compared in the database, which refuses these.
  const where = findUnstorableText(result.data);
  if (where !== undefined) {
    if (where === null) throw new HttpError(400, `The request body is not valid: it contains ${unstorableText}.`);
    const field = String(where);
    const fields = options.fieldErrors && typeof where === 'string' ? { [field]: `This field contains ${unstorableText}.` } : undefined;
    throw new HttpError(400, `Invalid "${field}": it contains ${unstorableText}.`, undefined, fields);
  }
  return result.data;
}

/** HttpError becomes its answer; anything else is logged and becomes a 500 without details. */
export function withErrorHandling(name: string, handler: Handler): Handler {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorToResponse(name, error);
    }
  };
}

/** Connection-level failures (refused, reset, admin shutdown): the database is not reachable. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^(08|57P0[123])/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code);
}

export function errorToResponse(name: string, error: unknown): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers, error.fields, error.reason);
  if (isDatabaseUnavailable(error)) {
    console.error(`[${name}] database unavailable`, (error as Error).message);
    return errorResponse(503, messages.databaseUnavailable, { 'Retry-After': '5' });
  }
  console.error(`[${name}] unexpected error`, error);
  return errorResponse(500, 'Something went wrong on our side. Please try again.');
}

/** Hosts a request may name when SITE_ORIGIN is unset: this machine's own. */
const isLoopbackHost = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * The site's origin for anything that leaves the server (return URLs given to Stripe, links in
 * emails): SITE_ORIGIN; without it, the request's own origin only when it names this machine
 * (local use). The Host header of a request from the internet is the client's to choose, so it
 * never decides: undefined then.
 */
export function trustedOrigin(request: Request, env: { SITE_ORIGIN?: string }): string | undefined {
  if (env.SITE_ORIGIN) return env.SITE_ORIGIN;
  const url = new URL(request.url);
  return isLoopbackHost(url.hostname) ? url.origin : undefined;
}

/**
 * The client's address. The adapter resolves it (socket address, or a trusted proxy's
 * X-Forwarded-For entry); on a platform without a socket, the last X-Forwarded-For entry is the
 * one the platform's own edge appended.
 */
export function clientIp(request: Request, context?: RequestContext): string {
  if (context?.clientIp) return context.clientIp;
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).at(-1);
  return last ?? 'unknown';
}

/** Picks the client address given the socket address and how many proxies we trust. */
export function resolveClientIp(forwardedFor: string | null, socketAddress: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops > 0 && forwardedFor) {
    const entries = forwardedFor.split(',').map((s) => s.trim()).filter(Boolean);
    const candidate = entries[entries.length - trustedHops];
    if (candidate) return candidate;
  }
  return socketAddress;
}
