import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Activity, DollarSign, Server, Users } from 'lucide-react';
import type { CustomerRow } from '../../../../domain/entities';
import { relativeTimeLabel } from '../../../../domain/constants';
import { loadMessages, messages } from '../../../../domain/messages';
import { riskyToDisable } from '../../../../domain/samples/hosting-automation';
import {
  ActivityFeed,
  AlertList,
  AutomationRuleList,
  Banner,
  Container,
  CustomerTable,
  DashboardStats,
  Heading,
  QueryState,
  SampleDataLabel,
  ServerHealthList,
  StatusList,
  SystemStatus,
  Tabs,
} from '../../../../design-system';
import { useAdminSession } from '../../../admin/AdminSession';
import { datedFileName, downloadCsv, toCsv } from '../../../admin/csv';
import { dashboardFigures, systemStatusLine, uptimeCoverage } from '../../../admin/figures';
import { hostingCustomersQuery, hostingMetricsQuery, systemHealthQuery, toggleAutomationMutation } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

import type { HostingTab } from './hostingTabs';
export { type HostingTab } from './hostingTabs';

const customerColumns = [
  { header: 'Name', value: (c: CustomerRow) => c.name },
  { header: 'Email', value: (c: CustomerRow) => c.email },
  { header: 'Plan', value: (c: CustomerRow) => c.plan },
  { header: 'Status', value: (c: CustomerRow) => c.status },
  { header: 'Usage (%)', value: (c: CustomerRow) => c.usage },
  { header: 'Revenue (USD/month)', value: (c: CustomerRow) => c.revenue },
];

/** The servers are the spec's demonstration set: every place that shows them says so. */
const sampleServersNote = 'Demonstration servers, not monitored machines';

/**
 * /hosting-management (spec section 2): status line, tabs Overview, Automation, Customers and
 * Monitoring, with figures from the backend through TanStack Query (refreshed every 30 s).
 */
export function HostingManagementPage({ tab, onTabChange }: { tab: HostingTab; onTabChange: (tab: HostingTab) => void }) {
  const { token } = useAdminSession();
  const metrics = useQuery(hostingMetricsQuery(token));
  const health = useQuery(systemHealthQuery(token));
  const customers = useQuery(hostingCustomersQuery(token));
  const [query, setQuery] = useState('');
  const toggle = useMutation({
    ...toggleAutomationMutation(token),
    onError: (error) => console.error('[hosting-management] toggle_automation failed', error),
  });

  const figures = dashboardFigures(metrics, health, customers);
  const status = systemStatusLine(health);
  const anyFallback = Object.values(figures).some((f) => f.source === 'fallback');
  const now = Date.now();

  // While a change is saved, its switch shows the state asked for.
  const rules = (metrics.data?.rules ?? []).map((rule) =>
    toggle.isPending && toggle.variables.ruleId === rule.id ? { ...rule, enabled: toggle.variables.enabled } : rule,
  );

  const hint = (source: string, live: string) => (source === 'fallback' ? 'Could not be loaded' : source === 'loading' ? 'Loading' : live);

  const overview = (
    <div className={styles.section}>
      {anyFallback ? <Banner tone="caution">{messages.dashboardFallbackNote}</Banner> : null}
      <DashboardStats
        label="Key figures"
        busy={Object.values(figures).some((f) => f.source === 'loading')}
        stats={[
          {
            id: 'servers',
            label: 'Total Servers',
            value: figures.totalServers.value,
            icon: <Server />,
            hint: figures.totalServers.source === 'live' ? <SampleDataLabel detail={`${metrics.data?.runningServers ?? 0} running`} /> : hint(figures.totalServers.source, ''),
          },
          { id: 'customers', label: 'Active Customers', value: figures.activeCustomers.value, icon: <Users />, hint: hint(figures.activeCustomers.source, 'Subscriptions recorded by Stripe') },
          { id: 'uptime', label: 'System Uptime', value: figures.uptime.value, icon: <Activity />, hint: hint(figures.uptime.source, health.data ? uptimeCoverage(health.data) : '') },
          { id: 'revenue', label: 'Monthly Revenue', value: figures.monthlyRevenue.value, icon: <DollarSign />, hint: hint(figures.monthlyRevenue.source, 'Active subscriptions') },
        ]}
      />
      <div className={styles.overviewColumns}>
        <section className={styles.section} aria-labelledby="server-health-title">
          <div className={styles.sectionHead}>
            <Heading level={2} size="large" id="server-health-title">
              Server health
            </Heading>
            <SampleDataLabel detail={sampleServersNote} />
          </div>
          <QueryState query={metrics} loading="Loading servers" error="The server list could not be loaded." errorDetail={loadMessages.itRetries} errorStyle="note">
            {(data) => <ServerHealthList label="Server health" servers={data.servers} />}
          </QueryState>
        </section>
        <section className={styles.section} aria-labelledby="recent-actions-title">
          <Heading level={2} size="large" id="recent-actions-title">
            Recent automation actions
          </Heading>
          <QueryState query={metrics} loading="Loading recent actions" error="Recent actions could not be loaded." errorStyle="note">
            {(data) => (
              <ActivityFeed
                label="Recent automation actions"
                emptyText="No rule has been changed yet. Changes made on the Automation tab appear here."
                items={data.recentActions.map((a, index) => ({
                  id: `${a.at}-${a.ruleId}-${index}`,
                  title: `${a.ruleName} turned ${a.enabled ? 'on' : 'off'}`,
                  detail: `by ${a.by}`,
                  time: relativeTimeLabel(a.at, now),
                  dateTime: a.at,
                }))}
              />
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );

  const automation = (
    <section className={styles.section} aria-labelledby="rules-title">
      <div className={styles.sectionHead}>
        <Heading level={2} size="large" id="rules-title">
          Automation rules
        </Heading>
        <SampleDataLabel detail="Demonstration rules: switching one is saved, but no server is automated" />
        <p className={styles.muted}>Each switch saves at once; the dashboard then reloads.</p>
      </div>
      <QueryState query={metrics} loading="Loading rules" error="The rules could not be loaded." errorDetail={loadMessages.theyRetry}>
        {() => (
          <AutomationRuleList
            label="Automation rules"
            rules={rules}
            onToggle={(ruleId, enabled) => toggle.mutate({ ruleId, enabled })}
            confirmDisable={riskyToDisable}
            pendingRuleId={toggle.isPending ? toggle.variables.ruleId : null}
            failedRuleId={toggle.isError ? toggle.variables.ruleId : null}
            failureText="This change could not be saved. Please try again."
          />
        )}
      </QueryState>
    </section>
  );

  const customerTab = (
    <section className={styles.section} aria-labelledby="customers-title">
      <div className={styles.sectionHead}>
        <Heading level={2} size="large" id="customers-title">
          Customers
        </Heading>
        {customers.data?.sample ? <SampleDataLabel detail="No subscription recorded yet: these are demonstration customers" /> : null}
      </div>
      <QueryState query={customers} loading="Loading customers" error="The customers could not be loaded." errorDetail={loadMessages.theyRetry}>
        {(data) => (
          <CustomerTable
            customers={data.customers}
            query={query}
            onQueryChange={setQuery}
            onExport={(rows) => downloadCsv(datedFileName('customers'), toCsv(rows, customerColumns))}
          />
        )}
      </QueryState>
    </section>
  );

  const monitoring = (
    <QueryState query={health} loading="Loading monitoring data" error="Monitoring data could not be loaded." errorDetail={loadMessages.itRetries}>
      {(data) => (
      <div className={styles.twoColumns}>
        <section className={styles.section} aria-labelledby="metrics-title">
          <div className={styles.sectionHead}>
            <Heading level={2} size="large" id="metrics-title">
              Real-time metrics
            </Heading>
            <p className={`${styles.muted} ${styles.small}`}>
              Updated <time dateTime={data.checkedAt}>{relativeTimeLabel(data.checkedAt, now).toLowerCase()}</time>
            </p>
          </div>
          <StatusList label="Real-time metrics" items={data.metrics.map((m) => ({ name: m.label, status: m.status, value: m.value }))} />
          <Heading level={3} size="standard">
            Health checks
          </Heading>
          <StatusList label="Health checks" items={data.checks.map((c) => ({ name: c.name, status: c.status, detail: c.detail }))} />
        </section>
        <section className={styles.section} aria-labelledby="alerts-title">
          <Heading level={2} size="large" id="alerts-title">
            Security alerts
          </Heading>
          <AlertList label="Security alerts" alerts={data.alerts} />
        </section>
      </div>
      )}
    </QueryState>
  );

  return (
    <>
      <AdminPageHeader path="/hosting-management">
        <SystemStatus status={status.status} label={status.label} detail={status.detail} />
      </AdminPageHeader>
      <Container className={styles.body}>
        <Tabs
          label="Hosting management sections"
          value={tab}
          onValueChange={(details) => onTabChange(details.value as HostingTab)}
          items={[
            { value: 'overview', label: 'Overview', content: overview },
            { value: 'automation', label: 'Automation', content: automation },
            { value: 'customers', label: 'Customers', content: customerTab },
            { value: 'monitoring', label: 'Monitoring', content: monitoring },
          ]}
        />
      </Container>
    </>
  );
}
