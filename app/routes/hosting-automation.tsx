import type { ReactNode } from 'react';
import { Activity, BarChart3, Bell, Zap } from 'lucide-react';
import { createFileRoute } from '@tanstack/react-router';
import {
  hostingAutomationTabs,
  hostingAutomationText,
  type HostingAutomationTab,
} from '../../domain/hosting-automation';
import { publicPages } from '../../domain/pages';
import { Badge, Container, PageHeader, Tabs, Text, type TabItem } from '../../design-system';
import { pageHead } from '../seo';
import { AlertsPanel } from './-components/hosting-automation/AlertsPanel';
import { AnalyticsPanel } from './-components/hosting-automation/AnalyticsPanel';
import { useAnnouncer } from './-components/hosting-automation/announcer';
import { RulesPanel } from './-components/hosting-automation/RulesPanel';
import { ServerMonitoringPanel } from './-components/hosting-automation/ServerMonitoringPanel';
import * as styles from './-components/hosting-automation/HostingAutomation.css';

const page = publicPages['/hosting-automation'];

export const Route = createFileRoute('/hosting-automation')({
  head: () => pageHead('/hosting-automation', page),
  component: HostingAutomationPage,
});

const tabIcons: Record<HostingAutomationTab, typeof Activity> = {
  monitoring: Activity,
  rules: Zap,
  analytics: BarChart3,
  alerts: Bell,
};

/** Spec section 2, /hosting-automation: four tabs of a hosting dashboard on sample data. */
function HostingAutomationPage() {
  const { announce, region } = useAnnouncer();
  const panels: Record<HostingAutomationTab, ReactNode> = {
    monitoring: <ServerMonitoringPanel announce={announce} />,
    rules: <RulesPanel announce={announce} />,
    analytics: <AnalyticsPanel />,
    alerts: <AlertsPanel />,
  };
  const items: TabItem[] = hostingAutomationTabs.map((tab) => {
    const Icon = tabIcons[tab.value];
    return {
      value: tab.value,
      label: (
        <>
          <Icon className={styles.tabIcon} aria-hidden="true" focusable="false" />
          {tab.label}
        </>
      ),
      content: panels[tab.value],
    };
  });
  return (
    <>
      <PageHeader title={page.heading} lede={page.description} eyebrow="Live demo">
        <Text size="small" tone="muted">
          <Badge tone="info">Sample data</Badge> {hostingAutomationText.demoNote}
        </Text>
      </PageHeader>
      <Container className={styles.body}>
        <Tabs label={hostingAutomationText.tabsLabel} items={items} defaultValue="monitoring" />
      </Container>
      {region}
    </>
  );
}
