import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { workflowBuilder } from '../../domain/constants';
import { activeStepId, completedStepIds, workflowTestRunMachine } from './workflowTestRunMachine';

const { testRunStepMs } = workflowBuilder;
let actor: Actor<typeof workflowTestRunMachine>;

const active = () => activeStepId(actor.getSnapshot());
const done = () => completedStepIds(actor.getSnapshot());

beforeEach(() => {
  vi.useFakeTimers();
  actor = createActor(workflowTestRunMachine).start();
});
afterEach(() => {
  actor.stop();
  vi.useRealTimers();
});

describe('workflowTestRunMachine', () => {
  it('highlights each step in order for one step time, then rests with all done', () => {
    actor.send({ type: 'run.start', order: ['t', 'a', 'b'] });
    expect(active()).toBe('t');
    expect(done()).toEqual([]);

    vi.advanceTimersByTime(testRunStepMs - 1);
    expect(active()).toBe('t');
    vi.advanceTimersByTime(1);
    expect(active()).toBe('a');
    expect(done()).toEqual(['t']);

    vi.advanceTimersByTime(testRunStepMs);
    expect(active()).toBe('b');
    expect(done()).toEqual(['t', 'a']);

    vi.advanceTimersByTime(testRunStepMs);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(active()).toBeNull();
    expect(done()).toEqual(['t', 'a', 'b']);

    vi.advanceTimersByTime(testRunStepMs * 10);
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('does not start without steps', () => {
    actor.send({ type: 'run.start', order: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('stops on request and on reset, clearing the highlights', () => {
    actor.send({ type: 'run.start', order: ['t', 'a'] });
    actor.send({ type: 'run.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(active()).toBeNull();
    vi.advanceTimersByTime(testRunStepMs * 5);
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'run.start', order: ['t', 'a'] });
    vi.advanceTimersByTime(testRunStepMs * 2);
    expect(done()).toEqual(['t', 'a']);
    actor.send({ type: 'run.reset' });
    expect(done()).toEqual([]);
  });

  it('runs again from the start after finishing', () => {
    actor.send({ type: 'run.start', order: ['t'] });
    vi.advanceTimersByTime(testRunStepMs);
    expect(actor.getSnapshot().value).toBe('finished');
    actor.send({ type: 'run.start', order: ['t', 'x'] });
    expect(active()).toBe('t');
    vi.advanceTimersByTime(testRunStepMs);
    expect(active()).toBe('x');
  });

  it('leaves no timer behind when the actor stops mid-run', () => {
    actor.send({ type: 'run.start', order: ['t', 'a', 'b'] });
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
