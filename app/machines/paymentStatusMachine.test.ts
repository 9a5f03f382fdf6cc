import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CheckoutSessionResponse } from '../../domain/api';
import { paymentStatusPolling } from '../../domain/constants';
import { messages } from '../../domain/messages';
import { ApiError } from '../api/client';
import { classifyStatusError, MissingSessionIdError, paymentStatusMachine, pollDelayMs } from './paymentStatusMachine';

const sessionId = 'cs_test_abc';
const session = (status: CheckoutSessionResponse['status'], extra: Partial<CheckoutSessionResponse> = {}): CheckoutSessionResponse => ({
  sessionId,
  status,
  paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
  plan: { id: 'price_ab_testing_pro', name: 'A/B Testing Pro', priceText: '$29/month', pagePath: '/ab-testing' },
  amountTotal: 2900,
  currency: 'usd',
  canManage: status === 'complete',
  ...extra,
});
const polling = { attempts: 3, firstDelayMs: 1000, factor: 2, maxDelayMs: 3000 };

function start(
  answers: Array<CheckoutSessionResponse | Error>,
  options: { sessionId?: string | undefined; portal?: () => Promise<string> } = {},
) {
  const asked: Array<string | undefined> = [];
  const goTo = vi.fn();
  const machine = paymentStatusMachine.provide({
    actors: {
      fetchStatus: fromPromise(async ({ input }: { input: { sessionId: string | undefined } }) => {
        asked.push(input.sessionId);
        const answer = answers.shift();
        if (!answer) throw new Error('no more answers');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      openPortal: fromPromise(async () => (options.portal ?? (async () => 'https://billing.stripe.test/p/1'))()),
    },
    actions: { goTo: (_, params: { url: string }) => goTo(params.url), logFailure: () => {} },
  });
  const actor = createActor(machine, {
    input: { sessionId: 'sessionId' in options ? options.sessionId : sessionId, returnUrl: `/payment-success?session_id=${sessionId}`, polling },
  });
  actor.start();
  return { actor, asked, goTo };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('paymentStatusMachine', () => {
  it('starts in checking, before anything is known (the server-rendered state)', () => {
    const actor = createActor(paymentStatusMachine, { input: { sessionId: undefined, returnUrl: '/payment-success' } });
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('a complete session is confirmed at once', async () => {
    const { actor, asked } = start([session('complete')]);
    await flush();
    expect(actor.getSnapshot().matches({ confirmed: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.session?.plan?.name).toBe('A/B Testing Pro');
    expect(asked).toEqual([sessionId]);
  });

  it('an open session is asked about again after 1 s, then 2 s, and confirmed when Stripe says so', async () => {
    const { actor, asked } = start([session('open'), session('open'), session('complete')]);
    await flush();
    expect(actor.getSnapshot().value).toBe('pending');
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1999);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(3);
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
  });

  it('stops asking after the last attempt, and "Check again" starts a new round', async () => {
    const { actor, asked } = start([session('open'), session('open'), session('open'), session('complete')]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(polling.attempts);
    expect(actor.getSnapshot().value).toBe('slow');
    actor.send({ type: 'status.retry' });
    await flush();
    expect(asked).toHaveLength(polling.attempts + 1);
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
  });

  it('an expired session is expired', async () => {
    const { actor } = start([session('expired')]);
    await flush();
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('no session id in the address: not found, without asking the server', async () => {
    const machine = paymentStatusMachine.provide({ actions: { logFailure: () => {} } });
    const actor = createActor(machine, { input: { sessionId: undefined, returnUrl: '/payment-success' } });
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('notFound');
  });

  it('a malformed id is not found, without asking the server', async () => {
    const machine = paymentStatusMachine.provide({ actions: { logFailure: () => {} } });
    const actor = createActor(machine, { input: { sessionId: 'pi_not_a_session', returnUrl: '/payment-success' } });
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('notFound');
  });

  it.each([
    ['404', new ApiError('checkoutSession', 'http', 404, 'No checkout session with that id was found.'), 'notFound'],
    ['503 not configured', new ApiError('checkoutSession', 'http', 503, messages.paymentsNotConfigured), 'notConfigured'],
    ['503 Stripe unreachable', new ApiError('checkoutSession', 'http', 503, 'We could not reach our payment provider.'), 'error'],
    ['offline', new ApiError('checkoutSession', 'network', 0, 'offline'), 'error'],
  ] as const)('%s is %s', async (_, error, failure) => {
    const { actor } = start([error]);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe(failure);
  });

  it('"Try again" works after an error, not after a not-found or not-configured answer', async () => {
    const { actor, asked } = start([new ApiError('checkoutSession', 'network', 0, 'offline'), session('complete')]);
    await flush();
    actor.send({ type: 'status.retry' });
    await flush();
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    expect(asked).toHaveLength(2);

    const notConfigured = start([new ApiError('checkoutSession', 'http', 503, messages.paymentsNotConfigured)]);
    await flush();
    notConfigured.actor.send({ type: 'status.retry' });
    await flush();
    expect(notConfigured.asked).toHaveLength(1);
  });

  it('Manage subscription opens the portal and goes to its URL', async () => {
    const { actor, goTo } = start([session('complete')]);
    await flush();
    actor.send({ type: 'portal.open' });
    expect(actor.getSnapshot().matches({ confirmed: 'opening' })).toBe(true);
    // a second press while it is opening does nothing
    actor.send({ type: 'portal.open' });
    await flush();
    expect(goTo).toHaveBeenCalledOnce();
    expect(goTo).toHaveBeenCalledWith('https://billing.stripe.test/p/1');
    expect(actor.getSnapshot().matches({ confirmed: 'leaving' })).toBe(true);
    actor.send({ type: 'portal.returned' });
    expect(actor.getSnapshot().matches({ confirmed: 'idle' })).toBe(true);
  });

  it('a portal failure is remembered for the message, and cleared by the next try', async () => {
    let fail = true;
    const { actor, goTo } = start([session('complete')], {
      portal: async () => {
        if (fail) throw new ApiError('billingPortal', 'http', 503, 'down');
        return 'https://billing.stripe.test/p/2';
      },
    });
    await flush();
    actor.send({ type: 'portal.open' });
    await flush();
    expect(actor.getSnapshot().matches({ confirmed: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.portalFailed).toBe(true);
    fail = false;
    actor.send({ type: 'portal.open' });
    expect(actor.getSnapshot().context.portalFailed).toBe(false);
    await flush();
    expect(goTo).toHaveBeenCalledWith('https://billing.stripe.test/p/2');
  });

  it('a session that cannot be managed does not open the portal', async () => {
    const { actor } = start([session('complete', { canManage: false })]);
    await flush();
    actor.send({ type: 'portal.open' });
    expect(actor.getSnapshot().matches({ confirmed: 'idle' })).toBe(true);
  });
});

describe('helpers', () => {
  it('pollDelayMs doubles from the first delay and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => pollDelayMs(paymentStatusPolling, n))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
  it('classifyStatusError: a missing id is not found; anything unknown is an error', () => {
    expect(classifyStatusError(new MissingSessionIdError())).toBe('notFound');
    expect(classifyStatusError(new TypeError('x'))).toBe('error');
    expect(classifyStatusError(new ApiError('checkoutSession', 'http', 400, 'Invalid "sessionId"'))).toBe('notFound');
  });
});
