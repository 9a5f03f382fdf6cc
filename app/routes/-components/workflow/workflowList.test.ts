import { describe, expect, it } from 'vitest';
import { sampleWorkflows } from '../../../../domain/samples';
import {
  focusAfterRemoval,
  removeWorkflow,
  restoreWorkflow,
  setWorkflowStatus,
  summarizeWorkflows,
} from './workflowList';

const ids = (list: ReadonlyArray<{ id: string }>) => list.map((workflow) => workflow.id);

describe('workflow list', () => {
  it('pauses and plays one workflow, leaving the others untouched', () => {
    const paused = setWorkflowStatus(sampleWorkflows, 'wf-1', 'inactive');
    expect(paused[0]!.status).toBe('inactive');
    expect(paused[1]).toBe(sampleWorkflows[1]);
    expect(setWorkflowStatus(paused, 'wf-1', 'active')[0]!.status).toBe('active');
  });

  it('deletes and undoes back into the same place', () => {
    const { list, removed } = removeWorkflow(sampleWorkflows, 'wf-2');
    expect(ids(list)).toEqual(['wf-1', 'wf-3', 'wf-4']);
    expect(removed).toEqual({ workflow: sampleWorkflows[1], index: 1 });
    expect(restoreWorkflow(list, removed!)).toEqual(sampleWorkflows);
    // Undo twice does not duplicate.
    expect(ids(restoreWorkflow(sampleWorkflows, removed!))).toEqual(ids(sampleWorkflows));
  });

  it('restores at the end when the list has shrunk meanwhile', () => {
    const { removed } = removeWorkflow(sampleWorkflows, 'wf-4');
    expect(ids(restoreWorkflow([sampleWorkflows[0]!], removed!))).toEqual(['wf-1', 'wf-4']);
  });

  it('ignores an unknown id', () => {
    expect(removeWorkflow(sampleWorkflows, 'nope').removed).toBeNull();
  });

  it('moves focus to the next workflow, else the previous, else nowhere', () => {
    const { list } = removeWorkflow(sampleWorkflows, 'wf-2');
    expect(focusAfterRemoval(list, 1)).toBe('wf-3');
    expect(focusAfterRemoval(list, 3)).toBe('wf-4');
    expect(focusAfterRemoval([], 0)).toBeNull();
  });

  it('summarizes activity, averaging only workflows that have run', () => {
    const summary = summarizeWorkflows(sampleWorkflows);
    expect(summary).toMatchObject({ active: 2, total: 4, triggers: 342 + 128 + 57 });
    expect(summary.averageSuccess).toBeCloseTo((98.2 + 94.5 + 89.1) / 3);
    expect(summarizeWorkflows([]).averageSuccess).toBeNull();
  });
});
