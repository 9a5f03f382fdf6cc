import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CircleCheck, CircleDashed, CirclePause, Pause, Play, Trash2 } from 'lucide-react';
import { relativeTimeLabel } from '../../../domain/constants';
import type { Workflow, WorkflowStatus } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './WorkflowCard.css';
import { groupDigits } from '../../../domain/format';

const statusBadges: Record<WorkflowStatus, { label: string; tone: 'positive' | 'neutral' | 'info'; icon: ReactNode }> =
  {
    active: { label: 'Active', tone: 'positive', icon: <CircleCheck size="1em" /> },
    inactive: { label: 'Inactive', tone: 'neutral', icon: <CirclePause size="1em" /> },
    draft: { label: 'Draft', tone: 'info', icon: <CircleDashed size="1em" /> },
  };

export interface WorkflowCardProps {
  readonly workflow: Workflow;
  /** The instant "last run" is measured from (passed in so server and browser agree). */
  readonly now: number | Date;
  readonly onPause?: (id: string) => void;
  /** Play: makes an inactive or draft workflow active. */
  readonly onActivate?: (id: string) => void;
  readonly onDelete?: (id: string) => void;
  readonly headingLevel?: 2 | 3 | 4;
  /** Id of the heading, which takes focus programmatically (tabIndex -1) after a list change. */
  readonly headingId?: string;
  /** `li` inside a list of workflows. */
  readonly as?: 'article' | 'li';
  readonly className?: string;
}

/** One workflow on "My Workflows": status, size, activity, and pause / play / delete. */
export function WorkflowCard({
  workflow,
  now,
  onPause,
  onActivate,
  onDelete,
  headingLevel = 3,
  headingId,
  as = 'article',
  className,
}: WorkflowCardProps) {
  const status = statusBadges[workflow.status];
  const hasRun = workflow.lastRun !== null;
  return (
    <Card
      as={as}
      padding="small"
      className={clsx(styles.root, className)}
      data-status={workflow.status}
      aria-labelledby={headingId}
      header={
        <div className={styles.header}>
          <Heading
            level={headingLevel}
            size="large"
            id={headingId}
            tabIndex={headingId ? -1 : undefined}
            className={styles.title}
          >
            {workflow.name}
          </Heading>
          <Badge tone={status.tone} icon={status.icon}>
            {status.label}
          </Badge>
        </div>
      }
      footer={
        <div className={styles.actions}>
          {workflow.status === 'active' ? (
            <Button size="small" tone="secondary" onClick={() => onPause?.(workflow.id)}>
              <Pause size="1em" aria-hidden="true" focusable="false" />
              Pause<VisuallyHidden> {workflow.name}</VisuallyHidden>
            </Button>
          ) : (
            <Button size="small" tone="secondary" onClick={() => onActivate?.(workflow.id)}>
              <Play size="1em" aria-hidden="true" focusable="false" />
              Activate<VisuallyHidden> {workflow.name}</VisuallyHidden>
            </Button>
          )}
          <Button size="small" tone="ghost" className={styles.deleteButton} onClick={() => onDelete?.(workflow.id)}>
            <Trash2 size="1em" aria-hidden="true" focusable="false" />
            Delete<VisuallyHidden> {workflow.name}</VisuallyHidden>
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <p className={styles.description}>{workflow.description}</p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>Nodes</dt>
            <dd>{workflow.nodes}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Triggers</dt>
            <dd>{groupDigits(workflow.triggers)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Last run</dt>
            <dd>{hasRun ? relativeTimeLabel(workflow.lastRun!, now) : 'Never'}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Success rate</dt>
            <dd>{hasRun ? `${workflow.successRate.toFixed(1)}%` : 'No runs yet'}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
