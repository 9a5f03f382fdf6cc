import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import type { DashboardAutomationRule } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Switch } from '../../primitives/Switch';
import { Card } from '../../primitives/Card';
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
  /** rules whose switching off is asked first, with what stops while they are off */
  confirmDisable?: Readonly<Partial<Record<string, string>>>;
  className?: string;
}

/** The six automation rules, each with its switch (spec section 2, Automation tab). */
export function AutomationRuleList({
  rules,
  onToggle,
  pendingRuleId,
  failedRuleId,
  failureText,
  label,
  confirmDisable,
  className,
}: AutomationRuleListProps) {
  const [asking, setAsking] = useState<DashboardAutomationRule | null>(null);
  // The browser flips a switch's input before we can say no: a refused change remounts that
  // switch (still on) and gives it the focus back.
  const [resets, setResets] = useState(0);
  const refocus = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!refocus.current) return;
    list.current?.querySelector<HTMLInputElement>(`[data-rule="${refocus.current}"] input[role="switch"]`)?.focus();
    refocus.current = null;
  }, [resets]);
  const keepOn = () => {
    refocus.current = asking?.id ?? null;
    setAsking(null);
    setResets((n) => n + 1);
  };
  return (
    <>
      <ul className={clsx(styles.list, className)} aria-label={label} ref={list}>
        {rules.map((rule) => {
          const pending = pendingRuleId === rule.id;
          const failed = failedRuleId === rule.id;
          return (
            <Card as="li" key={rule.id} data-rule={rule.id} className={styles.card} bodyClassName={styles.cardBody} data-enabled={rule.enabled} aria-busy={pending || undefined}>
              <div className={styles.head}>
                <h3 className={styles.name}>{rule.name}</h3>
                <Badge tone={rule.enabled ? 'positive' : 'neutral'}>{rule.enabled ? 'Enabled' : 'Disabled'}</Badge>
              </div>
              <p className={styles.description}>{rule.description}</p>
              <p className={styles.counts}>
                {rule.triggers} trigger{rule.triggers === 1 ? '' : 's'} · {rule.actions} action{rule.actions === 1 ? '' : 's'}
              </p>
              <Switch
                key={`${rule.id}-${resets}`}
                label={`${rule.name} enabled`}
                checked={rule.enabled}
                onCheckedChange={(enabled) => {
                  if (pending) return;
                  // Switching a risky rule off waits for the admin's yes; the switch stays on meanwhile.
                  if (!enabled && confirmDisable?.[rule.id]) setAsking(rule);
                  else onToggle(rule.id, enabled);
                }}
              />
              <p className={[styles.note, failed ? styles.error : ''].join(' ')} aria-live="polite">
                {pending ? 'Saving…' : failed ? failureText : ''}
              </p>
            </Card>
          );
        })}
      </ul>
      {asking ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) keepOn();
          }}
          size="small"
          title={`Switch off ${asking.name}?`}
          description={confirmDisable?.[asking.id]}
          footer={
            <>
              <Button tone="secondary" onClick={keepOn}>
                Keep it on
              </Button>
              <Button
                tone="critical"
                onClick={() => {
                  onToggle(asking.id, false);
                  setAsking(null);
                }}
              >
                Switch off
              </Button>
            </>
          }
        />
      ) : null}
    </>
  );
}
