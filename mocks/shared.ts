/**
 * What every mock handler shares: the path matcher, body reading with the contract's schemas,
 * the admin check and the failure variants stories reuse. The rules mirror api.md, so a page
 * that works against the mocks meets the same answers from the real functions.
 */
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { apiPaths, callMethod, type ApiCall, type contract, type ErrorResponse } from '../domain/api';
import { maxRequestBodyBytes } from '../domain/constants';
import { messages } from '../domain/messages';
import { demoAdmin } from './demo-admin';

/** Seconds a rate-limited mock asks the client to wait. */
export const mockRetryAfterSeconds = 30;

export type ResponseBody<C extends ApiCall> = z.input<(typeof contract)[C]['response']>;

/**
 * A handler for one call. `*` in front of the path matches any origin, so the same handler
 * serves the browser (same origin) and Node tests (absolute URLs) alike.
 */
export function mockCall(call: ApiCall, resolver: HttpResponseResolver): HttpHandler {
  const path = `*${apiPaths[call]}`;
  return callMethod(call) === 'GET' ? http.get(path, resolver) : http.post(path, resolver);
}

/** A success body, typed by the contract so a mock cannot answer a shape the app does not expect. */
export function respond<C extends ApiCall>(_call: C, body: ResponseBody<C>, init?: ResponseInit): Response {
  return Response.json(body, init);
}

/** How long the mock assistant takes per piece of a streamed reply. */
const mockPieceMs = 60;

/**
 * The assistants' answer as the request asks for it (api.md): Server-Sent Events when it accepts
 * `text/event-stream`, a word a piece every `pieceMs` and then the JSON answer; JSON otherwise.
 * `writing`: the reply stops before its last piece and never ends, as while a model is writing.
 */
export function assistantAnswer<C extends 'openaiAssistant' | 'advancedAiAssistant'>(
  request: Request,
  call: C,
  body: ResponseBody<C> & { response: string },
  { pieceMs = mockPieceMs, writing = false }: { pieceMs?: number; writing?: boolean } = {},
): Response {
  if (!(request.headers.get('accept') ?? '').includes('text/event-stream')) return respond(call, body);
  const pieces = body.response.match(/\s*\S+/g) ?? [body.response];
  const encoder = new TextEncoder();
  const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (writing && next === pieces.length - 1) return new Promise<void>(() => {});
      await delay(pieceMs);
      if (next < pieces.length) controller.enqueue(event('delta', { text: pieces[next++] }));
      else {
        controller.enqueue(event('answer', body));
        controller.close();
      }
    },
  });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export function errorJson(status: number, error: string, headers?: HeadersInit): Response {
  return HttpResponse.json({ error } satisfies ErrorResponse, { status, headers });
}

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads and validates a JSON body the way the functions do: 413 beyond the bound, else 400. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<BodyResult<z.output<S>>> {
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxRequestBodyBytes) {
    return { ok: false, response: errorJson(413, messages.bodyTooLarge) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: errorJson(400, messages.invalidJson) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, response: errorJson(400, describeIssues(parsed.error)) };
  return { ok: true, data: parsed.data };
}

function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  return `Invalid ${field}: ${issue.message}`;
}

/** 401 unless the request carries the demo admin's live session (see demo-admin.ts). */
function adminRejection(request: Request): Response | null {
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  return token === demoAdmin.sessionToken ? null : errorJson(401, messages.unauthorized);
}

/** Runs the resolver only for an admin; everyone else gets 401 first, as the functions do. */
export function adminOnly(resolver: HttpResponseResolver): HttpResponseResolver {
  return (info) => adminRejection(info.request) ?? resolver(info);
}

/** A server that fails on purpose: the "something went wrong" story. */
export const mockFailureMessage = 'The mock server failed on purpose (story variant).';

/**
 * The variants every call has: `error` (500), `slow` (never answers: the loading state, stable
 * for screenshots) and `offline` (a network error, as when the visitor loses the connection).
 */
export function failureVariants(call: ApiCall) {
  return {
    error: mockCall(call, () => errorJson(500, mockFailureMessage)),
    slow: mockCall(call, async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
    offline: mockCall(call, () => HttpResponse.error()),
  };
}

/** 429 with `Retry-After`, for the calls api.md marks rate-limited. */
export function rateLimitedVariant(call: ApiCall): HttpHandler {
  return mockCall(call, () =>
    errorJson(429, messages.rateLimited, { 'Retry-After': String(mockRetryAfterSeconds) }),
  );
}

/** 503: a dependency (Stripe, OpenAI, database) is not configured or not reachable. */
export function notConfiguredVariant(call: ApiCall, message: string): HttpHandler {
  return mockCall(call, () => errorJson(503, message));
}

/** 401 whatever the request carries: the expired or missing admin session. */
export function unauthorizedVariant(call: ApiCall): HttpHandler {
  return mockCall(call, () => errorJson(401, messages.unauthorized));
}

/**
 * `url` resolved against the request, or null when it points off the site: return URLs must be
 * on the site's own origin (api.md, create-payment).
 */
export function sameOriginUrl(url: string, request: Request): URL | null {
  try {
    const resolved = new URL(url, request.url);
    return resolved.origin === new URL(request.url).origin ? resolved : null;
  } catch {
    return null;
  }
}

/** A fixed reference per form, so screenshots of the confirmation do not change between runs. */
export function mockReference(prefix: string): string {
  return `${prefix}-MOCK-0001`;
}
