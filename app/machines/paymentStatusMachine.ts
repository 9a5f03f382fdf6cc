/**
 * /payment-success: asks the server where the visitor's checkout stands, asks again with growing
 * pauses while Stripe is still confirming, and opens the billing portal on request.
 *
 * The first state is `checking` whatever the URL says, so the server-rendered page (which has no
 * query string) and the first render in the browser agree; a missing session id is found out
 * when the check runs, after hydration.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutSessionResponse } from '../../domain/api';
import { checkoutSessionIdPattern, paymentStatusPolling } from '../../domain/constants';
import { messages } from '../../domain/messages';
import { ApiError } from '../api/errors';

/** The client (with zod) is loaded by the first check, not with the page. */
const loadApi = async () => (await import('../api/client')).api;

export type PaymentStatusFailure = 'notFound' | 'notConfigured' | 'error';

export interface PaymentStatusPolling {
  /** how many times to ask while the session is open, the first included */
  attempts: number;
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
}

export interface PaymentStatusInput {
  sessionId: string | undefined;
  /** where the billing portal sends the customer back to (a path on this site) */
  returnUrl: string;
  polling?: PaymentStatusPolling;
}

export interface PaymentStatusContext {
  sessionId: string | undefined;
  returnUrl: string;
  polling: PaymentStatusPolling;
  /** checks made in the current round */
  attempt: number;
  session: CheckoutSessionResponse | null;
  failure: PaymentStatusFailure | null;
  portalFailed: boolean;
}

export type PaymentStatusEvent = { type: 'status.retry' } | { type: 'portal.open' } | { type: 'portal.returned' };

/** Thrown by the check when the page has no (valid) session id: nothing to ask about. */
export class MissingSessionIdError extends Error {
  override readonly name = 'MissingSessionIdError';
}

/** What a failed check means for the visitor. */
export function classifyStatusError(error: unknown): PaymentStatusFailure {
  if (error instanceof MissingSessionIdError) return 'notFound';
  if (error instanceof ApiError && error.kind === 'http') {
    if (error.status === 404 || error.status === 400) return 'notFound';
    if (error.status === 503 && error.message === messages.paymentsNotConfigured) return 'notConfigured';
  }
  return 'error';
}

/** The pause before check number `attempt + 1`: 1 s, 2 s, 4 s, 8 s... capped. */
export function pollDelayMs(polling: PaymentStatusPolling, attempt: number): number {
  return Math.min(polling.firstDelayMs * polling.factor ** Math.max(0, attempt - 1), polling.maxDelayMs);
}

export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    events: {} as PaymentStatusEvent,
    input: {} as PaymentStatusInput,
  },
  actors: {
    fetchStatus: fromPromise<CheckoutSessionResponse, { sessionId: string | undefined }>(async ({ input, signal }) => {
      if (!input.sessionId || !checkoutSessionIdPattern.test(input.sessionId)) {
        throw new MissingSessionIdError('No checkout session id in the address.');
      }
      const api = await loadApi();
      return api.checkoutSession({ sessionId: input.sessionId }, { signal });
    }),
    openPortal: fromPromise<string, { sessionId: string; returnUrl: string }>(async ({ input, signal }) => {
      const api = await loadApi();
      const { url } = await api.billingPortal(input, { signal });
      return url;
    }),
  },
  actions: {
    /** Leaves the site for Stripe's page; the component provides it (and stories replace it). */
    goTo: (_, params: { url: string }) => {
      window.location.assign(params.url);
    },
    /** The visitor gets a polite sentence; the detail goes to the console for whoever debugs. */
    logFailure: (_, params: { what: string; error: unknown }) => {
      console.info(`[payment-success] could not ${params.what}:`, params.error instanceof Error ? params.error.message : params.error);
    },
  },
  guards: {
    isComplete: ({ context }) => context.session?.status === 'complete',
    isExpired: ({ context }) => context.session?.status === 'expired',
    mayAskAgain: ({ context }) => context.attempt < context.polling.attempts,
    isRetryable: ({ context }) => context.failure === 'error',
    canManage: ({ context }) => context.session?.canManage === true,
  },
  delays: {
    nextCheck: ({ context }) => pollDelayMs(context.polling, context.attempt),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    returnUrl: input.returnUrl,
    polling: input.polling ?? paymentStatusPolling,
    attempt: 0,
    session: null,
    failure: null,
    portalFailed: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      entry: assign({ attempt: ({ context }) => context.attempt + 1, failure: null }),
      invoke: {
        src: 'fetchStatus',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: { target: 'answered', actions: assign({ session: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ({ event }) => classifyStatusError(event.error) }), { type: 'logFailure', params: ({ event }) => ({ what: 'check the payment', error: event.error }) }],
        },
      },
    },
    answered: {
      always: [
        { guard: 'isComplete', target: 'confirmed' },
        { guard: 'isExpired', target: 'expired' },
        { guard: 'mayAskAgain', target: 'pending' },
        { target: 'slow' },
      ],
    },
    /** Stripe has not confirmed yet: ask again shortly. */
    pending: {
      after: { nextCheck: 'checking' },
    },
    /** Still open after every attempt: the visitor decides when to ask again. */
    slow: {
      on: { 'status.retry': { target: 'checking', actions: assign({ attempt: 0 }) } },
    },
    expired: {},
    failed: {
      on: { 'status.retry': { guard: 'isRetryable', target: 'checking', actions: assign({ attempt: 0 }) } },
    },
    confirmed: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'portal.open': { guard: 'canManage', target: 'opening' } },
        },
        opening: {
          entry: assign({ portalFailed: false }),
          invoke: {
            src: 'openPortal',
            input: ({ context }) => ({ sessionId: context.session!.sessionId, returnUrl: context.returnUrl }),
            onDone: { target: 'leaving', actions: { type: 'goTo', params: ({ event }) => ({ url: event.output }) } },
            onError: {
              target: 'idle',
              actions: [assign({ portalFailed: true }), { type: 'logFailure', params: ({ event }) => ({ what: 'open the billing portal', error: event.error }) }],
            },
          },
        },
        /** On the way to Stripe; back from the browser's history (bfcache) it is idle again. */
        leaving: {
          on: { 'portal.returned': 'idle' },
        },
      },
    },
  },
});
