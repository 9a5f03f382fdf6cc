/**
 * One call's round trip, for any schemas: the request checked before it leaves, the fetch, and
 * the answer (or the error body) read and checked. `./client.ts` gives it the contract's schemas
 * for every call; `publicCall` makes one call with only its own schemas (`./bookingSlots.ts`,
 * `./adminInvitation.ts`), so a page whose first call comes at once does not build the whole
 * contract first.
 */
import type { z } from 'zod';
import type { ApiCall } from '../../domain/api-calls';
import { apiPaths, callMethod, errorResponse } from '../../domain/api-calls';
import { ApiError } from './errors';

export interface CallOptions {
  /** The admin session token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  signal?: AbortSignal;
  /** Extra headers, e.g. `x-client-ip` for admin-verify. */
  headers?: HeadersInit;
}

/** What one call needs from the contract. */
export interface Endpoint {
  readonly call: ApiCall;
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /** null for a call without a body */
  readonly request: z.ZodType | null;
  /** the call needs the admin session token */
  readonly admin: boolean;
}

export interface Transport {
  /** Prefix for the API paths: '' (same origin) in the browser, the site's origin on a server. */
  readonly baseUrl: string;
  /** Defaults to the global `fetch`, looked up at call time. */
  readonly fetch: typeof fetch | undefined;
}

/** `Retry-After` is either seconds or an HTTP date (RFC 9110, 10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`).join('; ');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Checks the body and sends it: the server's response (any status) and the body as sent. */
export async function send(
  { call, path, method, request, admin }: Endpoint,
  body: unknown,
  options: CallOptions & { accept?: string },
  transport: Transport,
): Promise<{ response: Response; payload: unknown }> {
  let payload: unknown;
  if (request) {
    const parsed = request.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(call, 'invalid-request', 0, `Invalid ${call} request: ${describeIssues(parsed.error)}`, {
        cause: parsed.error,
      });
    }
    payload = parsed.data;
  }
  if (admin && !options.token) {
    throw new ApiError(call, 'invalid-request', 0, `${call} needs the admin session token.`);
  }

  const headers = new Headers(options.headers);
  headers.set('Accept', options.accept ?? 'application/json');
  if (payload !== undefined) headers.set('Content-Type', 'application/json');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);

  try {
    const response = await (transport.fetch ?? globalThis.fetch)(`${transport.baseUrl}${path}`, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      credentials: 'same-origin',
      signal: options.signal,
    });
    return { response, payload };
  } catch (cause) {
    // A cancelled query is not a failure: let the abort reach TanStack Query as it is.
    if (options.signal?.aborted) throw cause;
    throw new ApiError(call, 'network', 0, `${call} could not reach the server.`, { cause });
  }
}

/** The JSON answer checked against `schema`, or the ApiError for a non-OK status or a broken answer. */
export async function readAnswer<T>(call: ApiCall, response: Response, schema: z.ZodType<T>): Promise<T> {
  const json = await readJson(response);
  if (!response.ok) {
    const error = errorResponse.safeParse(json);
    throw new ApiError(call, 'http', response.status, error.success ? error.data.error : `${call} failed with HTTP ${response.status}.`, {
      retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
      fields: error.success ? error.data.fields : undefined,
      body: json,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(call, 'invalid-response', response.status, `Unexpected ${call} response: ${describeIssues(parsed.error)}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

const sameOrigin: Transport = { baseUrl: '', fetch: undefined };

/**
 * One public call (no admin token) on its own, with only its request and answer schemas: the same
 * round trip and checks as the client's method for it.
 */
export function publicCall<Request extends z.ZodType, Answer>(call: ApiCall, request: Request, answer: z.ZodType<Answer>) {
  const endpoint: Endpoint = { call, path: apiPaths[call], method: callMethod(call), request, admin: false };
  return async (body: z.input<Request>, options: CallOptions = {}, transport: Transport = sameOrigin): Promise<Answer> => {
    const { response } = await send(endpoint, body, options, transport);
    return readAnswer(call, response, answer);
  };
}
