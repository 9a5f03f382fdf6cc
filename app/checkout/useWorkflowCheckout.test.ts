import { describe, expect, it, vi } from 'vitest';
import { checkoutFailures } from '../../domain/messages';
import type { WorkflowPlanType } from '../../domain/plans';
import { WorkflowCheckoutStore, type WorkflowCheckoutState } from './useWorkflowCheckout';
import type { WorkflowCheckoutResult } from './workflowCheckout';

/** A `start` whose answer the test gives by hand. */
function manualStart() {
  const calls: Array<{ planType: WorkflowPlanType; signal: AbortSignal; answer: (result: WorkflowCheckoutResult) => void }> = [];
  const start = vi.fn(
    (planType: WorkflowPlanType, signal: AbortSignal) =>
      new Promise<WorkflowCheckoutResult>((resolve) => {
        calls.push({ planType, signal, answer: resolve });
      }),
  );
  return { start, calls };
}

function setUp() {
  const { start, calls } = manualStart();
  const navigate = vi.fn();
  const warn = vi.fn();
  const store = new WorkflowCheckoutStore({ start, navigate, warn });
  const seen: WorkflowCheckoutState[] = [];
  store.subscribe(() => seen.push(store.getSnapshot()));
  return { store, start, calls, navigate, warn, seen };
}

describe('WorkflowCheckoutStore', () => {
  it('goes to the checkout address it is given, and keeps showing progress meanwhile', async () => {
    const { store, calls, navigate } = setUp();
    const done = store.choose('professional', 'dialog');
    expect(store.getSnapshot()).toStrictEqual({ status: 'starting', planType: 'professional', source: 'dialog' });
    calls[0]!.answer({ outcome: 'checkout', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    await done;
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(store.getSnapshot()).toStrictEqual({ status: 'redirecting', planType: 'professional', source: 'dialog' });
  });

  it('ignores a second press while a checkout is starting or redirecting', async () => {
    const { store, start, calls } = setUp();
    const first = store.choose('professional', 'dialog');
    void store.choose('professional', 'dialog');
    void store.choose('starter', 'pricing');
    expect(start).toHaveBeenCalledTimes(1);
    calls[0]!.answer({ outcome: 'checkout', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    await first;
    await store.choose('starter', 'pricing');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows a failure where the plan was chosen, logs it as a warning, and lets the visitor try again', async () => {
    const { store, start, calls, warn, navigate } = setUp();
    const notice = checkoutFailures.unavailable;
    const error = new Error('HTTP 500');
    const first = store.choose('starter', 'pricing');
    calls[0]!.answer({ outcome: 'failed', notice, error });
    await first;
    expect(store.getSnapshot()).toStrictEqual({ status: 'failed', planType: 'starter', source: 'pricing', notice });
    expect(warn).toHaveBeenCalledWith(expect.any(String), error);
    expect(navigate).not.toHaveBeenCalled();

    void store.choose('starter', 'pricing');
    expect(start).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().status).toBe('starting');
  });

  it('cancel abandons the call under way: its late answer changes nothing', async () => {
    const { store, calls, navigate } = setUp();
    const done = store.choose('professional', 'dialog');
    store.cancel();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(store.getSnapshot()).toStrictEqual({ status: 'idle' });
    calls[0]!.answer({ outcome: 'checkout', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_late' });
    await done;
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toStrictEqual({ status: 'idle' });
  });

  it('a start that throws (its code failed to load) is a polite failure, not a stuck button', async () => {
    const navigate = vi.fn();
    const warn = vi.fn();
    const store = new WorkflowCheckoutStore({ start: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), navigate, warn });
    await store.choose('starter', 'dialog');
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', notice: checkoutFailures.unavailable });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('tells subscribers about every change', async () => {
    const { store, calls, seen } = setUp();
    const done = store.choose('starter', 'dialog');
    calls[0]!.answer({ outcome: 'failed', notice: checkoutFailures.unavailable, error: null });
    await done;
    store.cancel();
    expect(seen.map((state) => state.status)).toEqual(['starting', 'failed', 'idle']);
  });
});
