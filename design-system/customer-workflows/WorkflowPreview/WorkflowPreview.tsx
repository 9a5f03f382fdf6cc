import { ArrowDown, ArrowRight, Pause, Play, Zap } from 'lucide-react';
import { conversionRate } from '../../../domain/customer-workflows-page';
import type { CustomerWorkflow } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import * as styles from './WorkflowPreview.css';
import { groupDigits } from '../../../domain/format';

export interface WorkflowStep {
  readonly kind: 'trigger' | 'action';
  readonly label: string;
}

export interface WorkflowPreviewProps {
  readonly workflow: CustomerWorkflow;
  /** What starts it and what it does, in order (from its template). */
  readonly steps?: readonly WorkflowStep[];
  /** Status words ("Active", "Paused"): the badge says it in text, not only in colour. */
  readonly statusLabels: Readonly<Record<CustomerWorkflow['status'], string>>;
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

const kindWords = { trigger: 'When', action: 'Then' } as const;

/**
 * A read-only picture of one customer workflow: its status, the steps from trigger to actions,
 * and how it performs. Nothing in it is interactive; editing happens in the builder.
 */
export function WorkflowPreview({ workflow, steps = [], statusLabels, headingLevel = 3, className }: WorkflowPreviewProps) {
  const headingId = `workflow-${workflow.id}`;
  const active = workflow.status === 'active';
  return (
    <Card as="article" className={className} bodyClassName={styles.body} aria-labelledby={headingId}>
      <div className={styles.top}>
        <div className={styles.titles}>
          <Heading level={headingLevel} size="large" id={headingId}>
            {workflow.name}
          </Heading>
          <p className={styles.template}>Template: {workflow.template}</p>
        </div>
        <Badge tone={active ? 'positive' : 'neutral'} icon={active ? <Play size="0.9em" /> : <Pause size="0.9em" />}>
          {statusLabels[workflow.status]}
        </Badge>
      </div>

      {steps.length > 0 ? (
        <ol className={styles.flow} aria-label={`Steps of ${workflow.name}`}>
          {steps.map((step, index) => (
            <li key={`${step.kind}-${step.label}`} className={styles.stepItem}>
              <span className={styles.step({ kind: step.kind })}>
                {step.kind === 'trigger' ? <Zap aria-hidden="true" focusable="false" className={styles.stepIcon} /> : null}
                <span className={styles.stepKind}>{kindWords[step.kind]}</span>
                <span>{step.label}</span>
              </span>
              {index < steps.length - 1 ? (
                <span className={styles.arrow} aria-hidden="true">
                  <ArrowRight className={styles.arrowWide} />
                  <ArrowDown className={styles.arrowNarrow} />
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statName}>Triggers</dt>
          <dd className={styles.statValue}>{groupDigits(workflow.triggers)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statName}>Conversions</dt>
          <dd className={styles.statValue}>{groupDigits(workflow.conversions)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statName}>Conversion rate</dt>
          <dd className={styles.statValue}>{conversionRate(workflow).toFixed(1)}%</dd>
        </div>
      </dl>
    </Card>
  );
}
