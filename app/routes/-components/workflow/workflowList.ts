import type { Workflow, WorkflowStatus } from '../../../../domain/entities';

/** A deleted workflow and where it stood, so Undo can put it back in place. */
export interface RemovedWorkflow {
  readonly workflow: Workflow;
  readonly index: number;
}

export function setWorkflowStatus(list: readonly Workflow[], id: string, status: WorkflowStatus): Workflow[] {
  return list.map((workflow) =>
    workflow.id === id && workflow.status !== status ? { ...workflow, status } : workflow,
  );
}

export function removeWorkflow(
  list: readonly Workflow[],
  id: string,
): { list: Workflow[]; removed: RemovedWorkflow | null } {
  const index = list.findIndex((workflow) => workflow.id === id);
  if (index === -1) return { list: [...list], removed: null };
  return { list: [...list.slice(0, index), ...list.slice(index + 1)], removed: { workflow: list[index]!, index } };
}

/** Puts a deleted workflow back where it was (or at the end if the list has shrunk since). */
export function restoreWorkflow(list: readonly Workflow[], removed: RemovedWorkflow): Workflow[] {
  if (list.some((workflow) => workflow.id === removed.workflow.id)) return [...list];
  const index = Math.min(removed.index, list.length);
  return [...list.slice(0, index), removed.workflow, ...list.slice(index)];
}

/** Where focus goes after a deletion: the workflow that took its place, else the one before. */
export function focusAfterRemoval(list: readonly Workflow[], removedIndex: number): string | null {
  return (list[removedIndex] ?? list[removedIndex - 1])?.id ?? null;
}

export interface WorkflowSummary {
  readonly active: number;
  readonly total: number;
  readonly triggers: number;
  /** mean success rate of the workflows that have run, or null if none has */
  readonly averageSuccess: number | null;
}

export function summarizeWorkflows(list: readonly Workflow[]): WorkflowSummary {
  const ran = list.filter((workflow) => workflow.lastRun !== null);
  return {
    active: list.filter((workflow) => workflow.status === 'active').length,
    total: list.length,
    triggers: list.reduce((sum, workflow) => sum + workflow.triggers, 0),
    averageSuccess: ran.length === 0 ? null : ran.reduce((sum, workflow) => sum + workflow.successRate, 0) / ran.length,
  };
}
