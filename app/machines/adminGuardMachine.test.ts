import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminSession } from '../../domain/constants';
import type { StoredAdminSession } from '../../domain/entities';
import { MemoryStorage } from '../admin/memoryStorage';
import { readStoredSession, writeStoredSession } from '../admin/session';
import { adminGuardMachine, type VerifySessionInput } from './adminGuardMachine';

const MINUTE = 60_000;
const start = Date.parse('2026-11-20T15:00:00.000Z');

type Reply = 'valid' | 'invalid' | 'network-error' | 'pending';

function setUp(options: { idleMinutes?: number | null; replies?: Reply[]; location?: string } = {}) {
  const storage = new MemoryStorage();
  const { idleMinutes = 1, replies = ['valid'], location = '/hosting-management' } = options;
  if (idleMinutes !== null) {
    writeStoredSession({ token: 'token-123', user: { email: 'a@example.com', name: 'Ana' }, lastActivity: Date.now() - idleMinutes * MINUTE }, storage);
  }
  const verifications: VerifySessionInput[] = [];
  const redirects: string[] = [];
  const queue = [...replies];
  const machine = adminGuardMachine.provide({
    actors: {
      verifySession: fromPromise<boolean, VerifySessionInput>(async ({ input }) => {
        verifications.push(input);
        const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
        if (reply === 'pending') return new Promise<boolean>(() => {});
        if (reply === 'network-error') throw new TypeError('Failed to fetch');
        return reply === 'valid';
      }),
    },
    actions: {
      redirectToLogin: (_, params) => {
        redirects.push(params.location);
      },
    },
  });
  const actor = createActor(machine, { input: { location, storage } });
  actor.start();
  return { actor, storage, verifications, redirects };
}

/** Lets the invoked promise settle (fake timers do not run microtasks on their own). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('adminGuardMachine', () => {
  it('no token: redirects to login carrying the location, without asking the server', async () => {
    const { actor, verifications, redirects } = setUp({ idleMinutes: null, location: '/admin/tools?tab=leads' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(actor.getSnapshot().status).toBe('done');
    expect(redirects).toEqual(['/admin/tools?tab=leads']);
    expect(verifications).toEqual([]);
  });

  it('an unreadable stored session counts as no token', async () => {
    const storage = new MemoryStorage();
    storage.setItem('lsws.adminSession', '{"token": 42');
    const redirects: string[] = [];
    const actor = createActor(
      adminGuardMachine.provide({ actions: { redirectToLogin: (_, p) => void redirects.push(p.location) } }),
      { input: { location: '/admin', storage } },
    ).start();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(redirects).toEqual(['/admin']);
    expect(storage.length).toBe(0);
  });

  it('idle 31 minutes: clears the stored session and shows Session Expired; no server call, no redirect', async () => {
    const { actor, storage, verifications, redirects } = setUp({ idleMinutes: 31 });
    await settle();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(readStoredSession(storage)).toBeNull();
    expect(verifications).toEqual([]);
    expect(redirects).toEqual([]);
  });

  it('idle 29 minutes: still verified with the server', async () => {
    const { actor, verifications } = setUp({ idleMinutes: 29 });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(verifications).toEqual([{ token: 'token-123', location: '/hosting-management' }]);
    expect(actor.getSnapshot().value).toBe('authorized');
  });

  it('exactly 30 minutes is not over the limit', async () => {
    const { actor } = setUp({ idleMinutes: adminSession.inactivityLimitMs / MINUTE });
    await settle();
    expect(actor.getSnapshot().value).toBe('authorized');
  });

  it('valid: refreshes the last activity (in context and in storage) and renders', async () => {
    const { actor, storage } = setUp({ idleMinutes: 10 });
    vi.setSystemTime(start + 1000);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('authorized');
    expect(snapshot.context.verifiedOnce).toBe(true);
    expect(snapshot.context.session?.lastActivity).toBe(start + 1000);
    expect(readStoredSession(storage)?.lastActivity).toBe(start + 1000);
  });

  it('invalid reply: clears the stored session and redirects', async () => {
    const { actor, storage, redirects } = setUp({ replies: ['invalid'] });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(readStoredSession(storage)).toBeNull();
    expect(redirects).toEqual(['/hosting-management']);
  });

  it('network error: clears the stored session and redirects', async () => {
    const { actor, storage, redirects } = setUp({ replies: ['network-error'] });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(readStoredSession(storage)).toBeNull();
    expect(redirects).toEqual(['/hosting-management']);
  });

  it('path change: checks again with the new location, keeping the page on screen', async () => {
    const { actor, verifications } = setUp({ replies: ['valid', 'pending'] });
    await settle();
    actor.send({ type: 'location.changed', location: '/admin/stability' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.verifiedOnce).toBe(true);
    await settle();
    expect(verifications.map((v) => v.location)).toEqual(['/hosting-management', '/admin/stability']);
  });

  it('path change to an ended session: invalid reply redirects with the new location', async () => {
    const { actor, redirects } = setUp({ replies: ['valid', 'invalid'] });
    await settle();
    actor.send({ type: 'location.changed', location: '/admin/tools' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(redirects).toEqual(['/admin/tools']);
  });

  it('a path change during the first check restarts it with the new location', async () => {
    const { actor, verifications } = setUp({ replies: ['pending', 'valid'] });
    actor.send({ type: 'location.changed', location: '/admin/integrations' });
    await settle();
    expect(verifications.map((v) => v.location)).toEqual(['/hosting-management', '/admin/integrations']);
    expect(actor.getSnapshot().value).toBe('authorized');
  });

  it('re-checks every 5 minutes, not before', async () => {
    const { actor, verifications } = setUp();
    await settle();
    expect(verifications).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(adminSession.reverifyIntervalMs - 1);
    expect(verifications).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(verifications).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('authorized');
    await vi.advanceTimersByTimeAsync(adminSession.reverifyIntervalMs);
    expect(verifications).toHaveLength(3);
  });

  it('a 5-minute re-check that fails sends the admin to login', async () => {
    const { actor, redirects } = setUp({ replies: ['valid', 'network-error'] });
    await settle();
    await vi.advanceTimersByTimeAsync(adminSession.reverifyIntervalMs);
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(redirects).toEqual(['/hosting-management']);
  });

  it('a re-check after the computer slept 31 minutes finds the session expired', async () => {
    const { actor, storage } = setUp();
    await settle();
    // Timers do not fire while asleep: the clock jumps, then the overdue timer runs.
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    await vi.advanceTimersByTimeAsync(adminSession.reverifyIntervalMs);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(readStoredSession(storage)).toBeNull();
  });

  it('a 401 from an admin call ends the session at once', async () => {
    const { actor, redirects, storage } = setUp();
    await settle();
    actor.send({ type: 'session.rejected' });
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(redirects).toEqual(['/hosting-management']);
    expect(readStoredSession(storage)).toBeNull();
  });

  it('Session Expired, then a path change with no session left: redirect to login', async () => {
    const { actor, redirects } = setUp({ idleMinutes: 45 });
    await settle();
    actor.send({ type: 'location.changed', location: '/admin' });
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(redirects).toEqual(['/admin']);
  });

  it('the default verifier asks admin-verify with the token, the location and an ISO timestamp', async () => {
    vi.useRealTimers();
    const requests: unknown[] = [];
    const originalFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      requests.push({ url: _url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ valid: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    try {
      const storage = new MemoryStorage();
      writeStoredSession({ token: 'token-xyz', user: { email: 'a@example.com', name: 'Ana' }, lastActivity: Date.now() } satisfies StoredAdminSession, storage);
      const actor = createActor(adminGuardMachine, { input: { location: '/admin', storage } }).start();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(actor.getSnapshot().value).toBe('authorized');
      expect(requests).toEqual([
        { url: '/functions/v1/admin-verify', body: { token: 'token-xyz', location: '/admin', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } },
      ]);
      actor.stop();
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});
