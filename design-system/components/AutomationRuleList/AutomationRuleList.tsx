import type { DashboardAutomationRule } from '../../../domain/entities';
import { Badge } from '../Badge';
import { Switch } from '../Switch';
import * as styles from './AutomationRuleList.css';

export interface AutomationRuleListProps {
  rules: readonly DashboardAutomationRule[];
  /** called with the state the admin asked for */
  onToggle: (ruleId: string, enabled: boolean) => void;
  /** the rule whose change is being saved */
  pendingRuleId?: string | null;
  /** the rule whose last change failed, and what to say about it */
  failedRuleId?: string | null;
  failureText?: string;
  label: string;
  className?: string;
}

/** The six automation rules, each with its switch (spec section 2, Automation tab). */
export function AutomationRuleList({ rules, onToggle, pendingRuleId, failedRuleId, failureText, label, className }: AutomationRuleListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {rules.map((rule) => {
        const pending = pendingRuleId === rule.id;
        const failed = failedRuleId === rule.id;
        return (
          <li key={rule.id} className={styles.card} data-enabled={rule.enabled} aria-busy={pending || undefined}>
            <div className={styles.head}>
              <h3 className={styles.name}>{rule.name}</h3>
              <Badge tone={rule.enabled ? 'positive' : 'neutral'}>{rule.enabled ? 'Enabled' : 'Disabled'}</Badge>
            </div>
            <p className={styles.description}>{rule.description}</p>
            <p className={styles.counts}>
              {rule.triggers} trigger{rule.triggers === 1 ? '' : 's'} · {rule.actions} action{rule.actions === 1 ? '' : 's'}
            </p>
            <Switch
              label={`${rule.name} enabled`}
              checked={rule.enabled}
              onCheckedChange={(enabled) => {
                if (!pending) onToggle(rule.id, enabled);
              }}
            />
            <p className={[styles.note, failed ? styles.error : ''].join(' ')} aria-live="polite">
              {pending ? 'Saving…' : failed ? failureText : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
