import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { HostingAutomationRule } from '../../../../domain/entities';
import {
  hostingAutomationAnnouncements as say,
  hostingAutomationTabs,
  hostingAutomationText,
  newAutomationRule,
  toggledRuleStatus,
  type AutomationRuleDraft,
} from '../../../../domain/hosting-automation';
import { sampleHostingAutomationRules } from '../../../../domain/samples/hosting-automation';
import { AutomationRuleCard, AutomationRuleForm, Button, Dialog } from '../../../../design-system';
import type { Announce } from './announcer';
import { PanelHeader } from './PanelHeader';
import * as styles from './HostingAutomation.css';

type Editing = { readonly mode: 'add' } | { readonly mode: 'edit'; readonly rule: HostingAutomationRule } | null;

/**
 * Automation Rules: the six sample rules in page memory. Enable / Disable flips a rule; Add New
 * Rule and Edit open a small form in a dialog. Nothing leaves the page: a reload starts afresh.
 */
export function RulesPanel({ announce }: { readonly announce: Announce }) {
  const [rules, setRules] = useState<readonly HostingAutomationRule[]>(sampleHostingAutomationRules);
  const [editing, setEditing] = useState<Editing>(null);

  const toggle = (rule: HostingAutomationRule) => {
    const status = toggledRuleStatus(rule.status);
    setRules((list) => list.map((r) => (r.id === rule.id ? { ...r, status } : r)));
    announce(say.ruleToggled(rule.name, status));
  };

  const submit = (draft: AutomationRuleDraft) => {
    if (editing?.mode === 'edit') {
      setRules((list) => list.map((r) => (r.id === editing.rule.id ? { ...r, ...draft } : r)));
      announce(say.ruleUpdated(draft.name));
    } else {
      setRules((list) => [...list, newAutomationRule(draft, list)]);
      announce(say.ruleAdded(draft.name));
    }
    setEditing(null);
  };

  const activeCount = rules.filter((rule) => rule.status === 'active').length;
  const title =
    editing?.mode === 'edit' ? `${hostingAutomationText.edit} ${editing.rule.name}` : hostingAutomationText.addNewRule;
  return (
    <div className={styles.panel}>
      <PanelHeader
        title={hostingAutomationTabs[1].label}
        intro={`${hostingAutomationText.panels.rules} ${activeCount} of ${rules.length} rules are active.`}
        action={
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Plus className={styles.tabIcon} aria-hidden="true" focusable="false" />
            {hostingAutomationText.addNewRule}
          </Button>
        }
      />
      <ul className={styles.ruleGrid} aria-label="Automation rules">
        {rules.map((rule) => (
          <AutomationRuleCard
            key={rule.id}
            as="li"
            rule={rule}
            onToggle={toggle}
            onEdit={(r) => setEditing({ mode: 'edit', rule: r })}
          />
        ))}
      </ul>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={title}
        description="Rules run on every server of the plan. In this demonstration they stay on this page until you reload it."
        fullScreenOnMobile
      >
        {editing ? (
          <AutomationRuleForm
            key={editing.mode === 'edit' ? editing.rule.id : 'new'}
            label={title}
            defaultValue={editing.mode === 'edit' ? editing.rule : undefined}
            submitLabel={editing.mode === 'edit' ? 'Save rule' : 'Add rule'}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
