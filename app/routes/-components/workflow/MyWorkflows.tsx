import { useEffect, useId, useState } from 'react';
import { Activity, Gauge, Zap } from 'lucide-react';
import { Button, Heading, StatTile, UndoToast, VisuallyHidden, WorkflowCard } from '../../../../design-system';
import type { Workflow } from '../../../../domain/entities';
import { sampleNow } from '../../../../domain/samples/clock';
import { sampleWorkflows } from '../../../../domain/samples/workflow';
import {
  focusAfterRemoval,
  removeWorkflow,
  restoreWorkflow,
  setWorkflowStatus,
  summarizeWorkflows,
  type RemovedWorkflow,
} from './workflowList';
import * as styles from './workflow.css';
import { groupDigits } from '../../../../domain/format';

export interface MyWorkflowsProps {
  readonly onOpenBuilder: () => void;
  readonly onOpenTemplates: () => void;
}

/**
 * "My Workflows": the sample workflows, kept in memory. Pause and play flip the status; Delete
 * removes the card, moves focus to its neighbour and offers Undo, which puts it back in place.
 */
export function MyWorkflows({ onOpenBuilder, onOpenTemplates }: MyWorkflowsProps) {
  const headingId = useId();
  const cardHeadingId = (id: string) => `${headingId}-${id}`;
  const [workflows, setWorkflows] = useState<readonly Workflow[]>(sampleWorkflows);
  const [removed, setRemoved] = useState<RemovedWorkflow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes when the toast closes (set by undo and dismiss), honoured after the render.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const summary = summarizeWorkflows(workflows);
  const nameOf = (id: string) => workflows.find((workflow) => workflow.id === id)?.name ?? '';

  const pause = (id: string) => {
    setWorkflows((list) => setWorkflowStatus(list, id, 'inactive'));
    setAnnouncement(`${nameOf(id)} paused.`);
  };
  const activate = (id: string) => {
    setWorkflows((list) => setWorkflowStatus(list, id, 'active'));
    setAnnouncement(`${nameOf(id)} is active.`);
  };
  // The deleted card takes its buttons with it: focus moves to Undo in the toast (UndoToast).
  const remove = (id: string) => {
    const result = removeWorkflow(workflows, id);
    if (!result.removed) return;
    setWorkflows(result.list);
    setRemoved(result.removed);
    setAnnouncement('');
  };
  const undo = () => {
    if (!removed) return;
    setWorkflows((list) => restoreWorkflow(list, removed));
    setFocusTarget(cardHeadingId(removed.workflow.id));
    setAnnouncement(`${removed.workflow.name} restored.`);
    setRemoved(null);
  };
  /** Dismissed: the deletion stands, focus goes to the card that took its place. */
  const dismiss = () => {
    if (!removed) return;
    const next = focusAfterRemoval(workflows, removed.index);
    setFocusTarget(next ? cardHeadingId(next) : headingId);
    setRemoved(null);
  };

  return (
    <section aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <div>
          <Heading level={2} size="xlarge" id={headingId} tabIndex={-1} className={styles.panelHeading}>
            My workflows
          </Heading>
          <p className={styles.lede}>
            Sample workflows of a small business. Pause, play and delete work here; nothing leaves your browser.
          </p>
        </div>
        <Button tone="secondary" onClick={onOpenBuilder}>
          Open the builder
        </Button>
      </div>
      <div className={styles.summary}>
        <StatTile
          label="Active workflows"
          value={`${summary.active} of ${summary.total}`}
          icon={<Activity size="1.25em" />}
        />
        <StatTile
          label="Triggers so far"
          value={groupDigits(summary.triggers)}
          icon={<Zap size="1.25em" />}
        />
        <StatTile
          label="Average success rate"
          value={summary.averageSuccess === null ? 'No runs yet' : `${summary.averageSuccess.toFixed(1)}%`}
          hint="Of the workflows that have run"
          icon={<Gauge size="1.25em" />}
        />
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <UndoToast
        message={removed ? `Deleted “${removed.workflow.name}”.` : null}
        onUndo={undo}
        onDismiss={dismiss}
        focusUndoOnOpen
      />
      {workflows.length > 0 ? (
        <ul className={styles.cardGrid} aria-labelledby={headingId}>
          {workflows.map((workflow) => (
            <WorkflowCard
              key={workflow.id}
              as="li"
              workflow={workflow}
              now={sampleNow}
              headingId={cardHeadingId(workflow.id)}
              onPause={pause}
              onActivate={activate}
              onDelete={remove}
            />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Heading level={3} size="large">
            No workflows left
          </Heading>
          <p className={styles.lede}>
            Build one from scratch, or start from a template that already works for businesses like yours.
          </p>
          <div className={styles.toolbarActions}>
            <Button onClick={onOpenBuilder}>Open the builder</Button>
            <Button tone="secondary" onClick={onOpenTemplates}>
              Browse templates
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
