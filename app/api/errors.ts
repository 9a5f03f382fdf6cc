/**
 * The client's error, on its own: code that only needs to recognise a failed call (a machine's
 * error classifier, a login page) imports it from here and loads the client itself, with zod
 * and the schemas, only when it makes a call.
 */
import type { ApiCall } from '../../domain/api';

/**
 * - `http`: the server answered non-OK; `status` and its `{ error }` message are kept.
 * - `network`: no answer at all (offline, DNS, CORS); `status` is 0.
 * - `invalid-request`: the body broke the contract and was never sent; `status` is 0.
 * - `invalid-response`: an OK answer that breaks the contract.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-request' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly call: ApiCall;
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Seconds to wait before trying again, from `Retry-After` (429, 503). */
  readonly retryAfter: number | undefined;
  /** A form call's 400: the message for each refused field, by field name. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** An `http` error's whole body, for a caller that knows more of its shape (a 409's current state). */
  readonly body: unknown;

  constructor(
    call: ApiCall,
    kind: ApiErrorKind,
    status: number,
    message: string,
    options: { retryAfter?: number | undefined; fields?: Record<string, string> | undefined; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.call = call;
    this.kind = kind;
    this.status = status;
    this.retryAfter = options.retryAfter;
    this.fields = options.fields;
    this.body = options.body;
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }

  get isRateLimited(): boolean {
    return this.kind === 'http' && this.status === 429;
  }
}
