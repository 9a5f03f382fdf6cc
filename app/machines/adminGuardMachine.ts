/**
 * The admin access guard (spec section 4): loading, then authorised, expired or unauthorised.
 *
 * - No stored token: redirect to /admin/login carrying the origin location.
 * - Last activity more than 30 minutes ago: the stored session is cleared and Session Expired
 *   is shown.
 * - Otherwise the token is verified with the server (admin-verify). Valid: last activity is
 *   refreshed and the page renders. Invalid reply or network error: the stored session is
 *   cleared and the visitor is sent to login. A check the browser cancelled because the page
 *   was leaving is not a network error: it is asked again (see `watchLeaving`).
 * - The check runs again on every path change and every 5 minutes. Once a page has been shown,
 *   it stays on screen while a re-check runs (`context.verifiedOnce`), so moving between admin
 *   pages does not flash the Verifying Access screen.
 *
 * The client's IP is not looked up here: the server reads it from the request.
 */
import { assign, fromPromise, setup } from 'xstate';
import { adminSession } from '../../domain/constants';
import type { StoredAdminSession } from '../../domain/entities';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../admin/session';
import { api } from '../api/client';

export interface AdminGuardInput {
  /** the path (with search and hash) being guarded */
  location: string;
  /** where the session is kept; the browser's localStorage by default */
  storage?: Storage;
}

export interface AdminGuardContext {
  location: string;
  storage: Storage | undefined;
  session: StoredAdminSession | null;
  /** a page has been shown since the guard started */
  verifiedOnce: boolean;
}

export type AdminGuardEvent =
  | { type: 'location.changed'; location: string }
  /** an admin call answered 401: the server ended the session */
  | { type: 'session.rejected' };

export interface VerifySessionInput {
  token: string;
  location: string;
}

const storageOf = (context: AdminGuardContext) => context.storage ?? window.localStorage;

/** A check cancelled by leaving the page is asked again at most this often. */
const maxLeavingRetries = 3;

/**
 * Whether the page started to leave (`beforeunload`) while a check was in flight. Chromium fires
 * it when a navigation to another document starts and cancels the page's requests when that
 * navigation commits, so a check that fails after it may have been cancelled by the browser.
 * (`beforeunload`, unlike `unload`, keeps the page eligible for the back/forward cache.)
 */
function watchLeaving(): { seen(): boolean; stop(): void } {
  let seen = false;
  const onLeave = () => {
    seen = true;
  };
  if (typeof window !== 'undefined') window.addEventListener('beforeunload', onLeave);
  return {
    seen: () => seen,
    stop: () => {
      if (typeof window !== 'undefined') window.removeEventListener('beforeunload', onLeave);
    },
  };
}

export const adminGuardMachine = setup({
  types: {
    context: {} as AdminGuardContext,
    input: {} as AdminGuardInput,
    events: {} as AdminGuardEvent,
  },
  actors: {
    /** admin-verify (spec section 7.1): true only for an OK reply with `valid: true`. */
    verifySession: fromPromise<boolean, VerifySessionInput>(async ({ input, signal }) => {
      for (let attempt = 1; ; attempt++) {
        const leaving = watchLeaving();
        try {
          const reply = await api.adminVerify({ token: input.token, location: input.location, timestamp: new Date().toISOString() }, { signal });
          return reply.valid;
        } catch (error) {
          // The browser cancels a page's requests when it leaves for another document, and the
          // cancelled check fails like a network error just before the page goes. That is not
          // the server refusing the session: ask again. If the page is really gone, nothing more
          // runs here; if the navigation was cancelled, the new answer decides.
          if (!leaving.seen() || signal.aborted || attempt >= maxLeavingRetries) throw error;
        } finally {
          leaving.stop();
        }
      }
    }),
  },
  actions: {
    loadSession: assign({ session: ({ context }) => readStoredSession(storageOf(context)) }),
    clearSession: assign({
      session: ({ context }) => {
        clearStoredSession(storageOf(context));
        return null;
      },
    }),
    refreshActivity: assign({
      session: ({ context }) => {
        if (!context.session) return null;
        const session = { ...context.session, lastActivity: Date.now() };
        writeStoredSession(session, storageOf(context));
        return session;
      },
      verifiedOnce: true,
    }),
    setLocation: assign({
      location: ({ context, event }) => (event.type === 'location.changed' ? event.location : context.location),
    }),
    /** The app navigates; the machine only says where from. */
    redirectToLogin: (_, _params: { location: string }) => {},
  },
  guards: {
    hasNoSession: ({ context }) => context.session === null,
    isIdleTooLong: ({ context }) => context.session !== null && Date.now() - context.session.lastActivity > adminSession.inactivityLimitMs,
    isValid: (_, params: { valid: boolean }) => params.valid,
  },
  delays: {
    reverifyInterval: adminSession.reverifyIntervalMs,
  },
}).createMachine({
  id: 'adminGuard',
  context: ({ input }) => ({ location: input.location, storage: input.storage, session: null, verifiedOnce: false }),
  initial: 'checking',
  states: {
    checking: {
      tags: 'loading',
      entry: 'loadSession',
      always: [
        { guard: 'hasNoSession', target: 'unauthorized' },
        { guard: 'isIdleTooLong', target: 'expired' },
        { target: 'verifying' },
      ],
    },
    verifying: {
      tags: 'loading',
      invoke: {
        src: 'verifySession',
        input: ({ context }) => ({ token: context.session!.token, location: context.location }),
        onDone: [
          { guard: { type: 'isValid', params: ({ event }) => ({ valid: event.output }) }, target: 'authorized' },
          { target: 'unauthorized' },
        ],
        onError: { target: 'unauthorized' },
      },
      on: { 'location.changed': { target: 'checking', reenter: true, actions: 'setLocation' } },
    },
    authorized: {
      entry: 'refreshActivity',
      after: { reverifyInterval: { target: 'checking' } },
      on: {
        'location.changed': { target: 'checking', actions: 'setLocation' },
        'session.rejected': { target: 'unauthorized' },
      },
    },
    expired: {
      entry: 'clearSession',
      on: { 'location.changed': { target: 'checking', actions: 'setLocation' } },
    },
    unauthorized: {
      type: 'final',
      entry: ['clearSession', { type: 'redirectToLogin', params: ({ context }) => ({ location: context.location }) }],
    },
  },
});
