import { useState } from 'react';
import type { HostingAutomationRule } from '../../../../domain/entities';
import {
  hostingAutomationAnnouncements as say,
  hostingAutomationTabs,
  hostingAutomationText,
  toggledRuleStatus,
} from '../../../../domain/hosting-automation';
import { sampleHostingAutomationRules } from '../../../../domain/sample-data';
import { AutomationRuleCard } from '../../../../design-system';
import type { Announce } from './announcer';
import { PanelHeader } from './PanelHeader';
import * as styles from './HostingAutomation.css';

/** Automation Rules: the six sample rules; Enable / Disable flips a rule in page memory. */
export function RulesPanel({ announce }: { readonly announce: Announce }) {
  const [rules, setRules] = useState<readonly HostingAutomationRule[]>(sampleHostingAutomationRules);

  const toggle = (rule: HostingAutomationRule) => {
    const status = toggledRuleStatus(rule.status);
    setRules((list) => list.map((r) => (r.id === rule.id ? { ...r, status } : r)));
    announce(say.ruleToggled(rule.name, status));
  };

  const activeCount = rules.filter((rule) => rule.status === 'active').length;
  return (
    <div className={styles.panel}>
      <PanelHeader
        title={hostingAutomationTabs[1].label}
        intro={`${hostingAutomationText.panels.rules} ${activeCount} of ${rules.length} rules are active.`}
      />
      <ul className={styles.ruleGrid} aria-label="Automation rules">
        {rules.map((rule) => (
          <AutomationRuleCard key={rule.id} as="li" rule={rule} onToggle={toggle} />
        ))}
      </ul>
    </div>
  );
}
