import { CircleCheck, CirclePause, Pencil, Zap } from 'lucide-react';
import type { HostingAutomationRule } from '../../../domain/entities';
import { hostingAutomationText, ruleToggleLabel } from '../../../domain/hosting-automation';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './AutomationRuleCard.css';

export interface AutomationRuleCardProps {
  readonly rule: HostingAutomationRule;
  /** Called with the rule when its Enable / Disable button is pressed. */
  readonly onToggle?: (rule: HostingAutomationRule) => void;
  /** Shows an Edit button when given. */
  readonly onEdit?: (rule: HostingAutomationRule) => void;
  readonly headingLevel?: 2 | 3 | 4;
  readonly as?: 'div' | 'article' | 'li';
  readonly className?: string;
}

/**
 * One hosting automation rule: what sets it off, what it does, when it last ran, and a button
 * whose label says what pressing it will do (Disable while active, Enable while not).
 */
export function AutomationRuleCard({
  rule,
  onToggle,
  onEdit,
  headingLevel = 3,
  as = 'article',
  className,
}: AutomationRuleCardProps) {
  const active = rule.status === 'active';
  const toggleLabel = ruleToggleLabel(rule.status);
  return (
    <Card
      as={as}
      padding="small"
      className={className}
      data-rule={rule.id}
      data-status={rule.status}
      header={
        <div className={styles.header}>
          <div className={styles.titleRow}>
            <span className={styles.ruleIcon({ active })} aria-hidden="true">
              <Zap className={styles.glyph} focusable="false" />
            </span>
            <Heading level={headingLevel} size="standard">
              {rule.name}
            </Heading>
          </div>
          <Badge
            tone={active ? 'positive' : 'neutral'}
            icon={active ? <CircleCheck className={styles.badgeIcon} /> : <CirclePause className={styles.badgeIcon} />}
          >
            {active ? 'Active' : 'Inactive'}
          </Badge>
        </div>
      }
      footer={
        <div className={styles.actions}>
          {onEdit ? (
            <Button tone="ghost" size="small" onClick={() => onEdit(rule)}>
              <Pencil className={styles.badgeIcon} aria-hidden="true" focusable="false" />
              {hostingAutomationText.edit}
              <VisuallyHidden> {rule.name}</VisuallyHidden>
            </Button>
          ) : null}
          <Button tone={active ? 'secondary' : 'primary'} size="small" onClick={() => onToggle?.(rule)} data-toggle>
            {toggleLabel}
            <VisuallyHidden> {rule.name}</VisuallyHidden>
          </Button>
        </div>
      }
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>Trigger</dt>
        <dd className={styles.definition}>{rule.trigger}</dd>
        <dt className={styles.term}>Action</dt>
        <dd className={styles.definition}>{rule.action}</dd>
        <dt className={styles.term}>Last triggered</dt>
        <dd className={styles.definition}>{rule.lastTriggered}</dd>
      </dl>
    </Card>
  );
}
