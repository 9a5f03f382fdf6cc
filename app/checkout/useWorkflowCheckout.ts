/**
 * The workflow checkout as the page sees it: which plan is starting, where it was chosen (the
 * dialog or the Pricing tab), and what went wrong. The state lives in a small store outside
 * React, so "no double press" and cancellation are tested without rendering anything.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { checkoutFailures, type CheckoutFailureNotice } from '../../domain/messages';
import type { WorkflowPlanType } from '../../domain/plans';
import type { WorkflowCheckoutResult } from './workflowCheckout';

/** Where the visitor chose the plan; an error is shown there. */
export type CheckoutSource = 'dialog' | 'pricing';

export type WorkflowCheckoutState =
  | { readonly status: 'idle' }
  | { readonly status: 'starting'; readonly planType: WorkflowPlanType; readonly source: CheckoutSource }
  /** The browser is on its way to Stripe: the button keeps showing progress until the page goes. */
  | { readonly status: 'redirecting'; readonly planType: WorkflowPlanType; readonly source: CheckoutSource }
  | {
      readonly status: 'failed';
      readonly planType: WorkflowPlanType;
      readonly source: CheckoutSource;
      readonly notice: CheckoutFailureNotice;
    };

export interface WorkflowCheckoutDeps {
  readonly start: (planType: WorkflowPlanType, signal: AbortSignal) => Promise<WorkflowCheckoutResult>;
  readonly navigate: (url: string) => void;
  /** Failures are logged as warnings: the visitor already sees a polite message. */
  readonly warn?: (message: string, detail: unknown) => void;
}

const idle: WorkflowCheckoutState = { status: 'idle' };

export class WorkflowCheckoutStore {
  private state: WorkflowCheckoutState = idle;
  private controller: AbortController | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly deps: WorkflowCheckoutDeps;

  constructor(deps: WorkflowCheckoutDeps) {
    this.deps = deps;
  }

  readonly getSnapshot = (): WorkflowCheckoutState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: WorkflowCheckoutState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Starts checkout for a plan; ignored while another one is starting or redirecting. */
  readonly choose = async (planType: WorkflowPlanType, source: CheckoutSource): Promise<void> => {
    if (this.state.status === 'starting' || this.state.status === 'redirecting') return;
    const controller = new AbortController();
    this.controller = controller;
    this.set({ status: 'starting', planType, source });
    // `start` should not throw, but loading its code can (a deploy replaced the chunk).
    const result = await this.deps.start(planType, controller.signal).catch(
      (error: unknown): WorkflowCheckoutResult => ({ outcome: 'failed', notice: checkoutFailures.unavailable, error }),
    );
    // Cancelled (or superseded) while the call was under way: nothing more to do.
    if (this.controller !== controller || controller.signal.aborted) return;
    this.controller = null;
    if (result.outcome === 'checkout') {
      this.set({ status: 'redirecting', planType, source });
      this.deps.navigate(result.checkoutUrl);
    } else if (result.outcome === 'failed') {
      (this.deps.warn ?? console.warn)('Could not start the workflow subscription checkout.', result.error);
      this.set({ status: 'failed', planType, source, notice: result.notice });
    } else {
      this.set(idle);
    }
  };

  /** The visitor closed the dialog: a call under way is abandoned and any error forgotten. */
  readonly cancel = (): void => {
    this.controller?.abort();
    this.controller = null;
    this.set(idle);
  };
}

export interface UseWorkflowCheckoutOptions {
  readonly navigate?: (url: string) => void;
  readonly start?: WorkflowCheckoutDeps['start'];
}

const loadCheckout = () => import('./workflowCheckout');

/**
 * The API client and its schemas load when checkout is near (the dialog opens, the Pricing tab is
 * shown), not with the page; calling this early makes the first press quick.
 */
export function preloadWorkflowCheckout(): void {
  void loadCheckout().catch(() => {
    // A failed preload is retried by the press itself, which reports any error.
  });
}

const startLazily: WorkflowCheckoutDeps['start'] = async (planType, signal) => {
  const { startWorkflowCheckout } = await loadCheckout();
  return startWorkflowCheckout(planType, { signal });
};

export function useWorkflowCheckout({ navigate, start }: UseWorkflowCheckoutOptions = {}) {
  const [store] = useState(
    () =>
      new WorkflowCheckoutStore({
        start: start ?? startLazily,
        navigate: navigate ?? ((url) => window.location.assign(url)),
      }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  // Coming back from Stripe with the Back button can restore this page from the back/forward
  // cache with the button still "in progress": start over.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) store.cancel();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [store]);

  return { state, choose: store.choose, cancel: store.cancel };
}
