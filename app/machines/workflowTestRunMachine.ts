import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { workflowBuilder } from '../../domain/constants';

/**
 * Test Run of the workflow builder: walks the steps in the order given (the domain's
 * `walkOrder`: from the triggers, each step after the steps leading into it), dwelling
 * `testRunStepMs` on each, then rests in `finished` with every step marked done until the next
 * run or a reset (an edit). Stopping the actor (leaving the page) cancels the pending step.
 * Reduced motion changes how a step is drawn, never whether the run steps.
 */
export const workflowTestRunMachine = setup({
  types: {
    context: {} as { order: readonly string[]; index: number },
    events: {} as { type: 'run.start'; order: readonly string[] } | { type: 'run.stop' } | { type: 'run.reset' },
  },
  delays: {
    step: workflowBuilder.testRunStepMs,
  },
  guards: {
    hasSteps: ({ event }) => event.type === 'run.start' && event.order.length > 0,
    hasNextStep: ({ context }) => context.index < context.order.length - 1,
  },
  actions: {
    begin: assign(({ event }) => {
      assertEvent(event, 'run.start');
      return { order: [...event.order], index: 0 };
    }),
    advance: assign({ index: ({ context }) => context.index + 1 }),
    clear: assign({ order: [], index: -1 }),
  },
}).createMachine({
  id: 'workflowTestRun',
  initial: 'idle',
  context: { order: [], index: -1 },
  on: {
    'run.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {
      on: { 'run.start': { guard: 'hasSteps', target: 'running', actions: 'begin' } },
    },
    running: {
      after: {
        step: [{ guard: 'hasNextStep', target: 'running', reenter: true, actions: 'advance' }, { target: 'finished' }],
      },
      on: { 'run.stop': { target: 'idle', actions: 'clear' } },
    },
    finished: {
      on: { 'run.start': { guard: 'hasSteps', target: 'running', actions: 'begin' } },
    },
  },
});

export type WorkflowTestRunSnapshot = SnapshotFrom<typeof workflowTestRunMachine>;

/** The step being run, or null. */
export function activeStepId(snapshot: WorkflowTestRunSnapshot): string | null {
  return snapshot.matches('running') ? (snapshot.context.order[snapshot.context.index] ?? null) : null;
}

/** The steps already run (all of them once the run has finished). */
export function completedStepIds(snapshot: WorkflowTestRunSnapshot): readonly string[] {
  if (snapshot.matches('finished')) return snapshot.context.order;
  if (snapshot.matches('running')) return snapshot.context.order.slice(0, snapshot.context.index);
  return [];
}
