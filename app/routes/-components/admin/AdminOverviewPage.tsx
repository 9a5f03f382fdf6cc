import { useQuery } from '@tanstack/react-query';
import { Activity, DollarSign, Plug, Server, Users, Wrench } from 'lucide-react';
import { guardedPages } from '../../../../domain/pages';
import { Container, DashboardStats, FeatureGrid, Heading, SampleDataLabel, SystemStatus } from '../../../../design-system';
import { useAdminSession } from '../../../admin/AdminSession';
import { dashboardFigures, sinceLabel, systemStatusLine } from '../../../admin/figures';
import { hostingCustomersQuery, hostingMetricsQuery, submissionsQuery, systemHealthQuery } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

/** /admin: the key figures and a card for each admin area. */
export function AdminOverviewPage() {
  const { token, session } = useAdminSession();
  const metrics = useQuery(hostingMetricsQuery(token));
  const health = useQuery(systemHealthQuery(token));
  const customers = useQuery(hostingCustomersQuery(token));
  const submissions = useQuery(submissionsQuery(token, {}));
  const figures = dashboardFigures(metrics, health, customers);
  const status = systemStatusLine(health);

  return (
    <>
      <AdminPageHeader path="/admin" back={false}>
        <SystemStatus status={status.status} label={status.label} detail={status.detail} />
      </AdminPageHeader>
      <Container className={styles.body}>
        <div className={styles.section}>
          <p className={styles.muted}>Signed in as {session.user.name} ({session.user.email}).</p>
          <DashboardStats
            label="Key figures"
            stats={[
              { id: 'servers', label: 'Total Servers', value: figures.totalServers.value, icon: <Server />, hint: <SampleDataLabel /> },
              { id: 'customers', label: 'Active Customers', value: figures.activeCustomers.value, icon: <Users /> },
              { id: 'uptime', label: 'System Uptime', value: figures.uptime.value, icon: <Activity /> },
              { id: 'revenue', label: 'Monthly Revenue', value: figures.monthlyRevenue.value, icon: <DollarSign /> },
            ]}
          />
          <Heading level={2} size="large">
            Admin areas
          </Heading>
          <FeatureGrid
            label="Admin areas"
            items={[
              {
                id: '/hosting-management',
                to: '/hosting-management',
                title: guardedPages['/hosting-management'].heading,
                description: guardedPages['/hosting-management'].description,
                icon: <Server />,
                figure: metrics.data ? `${metrics.data.runningServers} of ${metrics.data.totalServers} sample servers running` : undefined,
              },
              {
                id: '/admin/tools',
                to: '/admin/tools',
                title: guardedPages['/admin/tools'].heading,
                description: guardedPages['/admin/tools'].description,
                icon: <Wrench />,
                figure: submissions.data ? `${submissions.data.total} form submission${submissions.data.total === 1 ? '' : 's'}` : undefined,
              },
              {
                id: '/admin/integrations',
                to: '/admin/integrations',
                title: guardedPages['/admin/integrations'].heading,
                description: guardedPages['/admin/integrations'].description,
                icon: <Plug />,
              },
              {
                id: '/admin/stability',
                to: '/admin/stability',
                title: guardedPages['/admin/stability'].heading,
                description: guardedPages['/admin/stability'].description,
                icon: <Activity />,
                figure: health.data
                  ? health.data.uptimeSince
                    ? `${health.data.uptime} uptime since ${sinceLabel(health.data.uptimeSince)}`
                    : `${health.data.uptime} uptime over 30 days`
                  : undefined,
              },
            ]}
          />
        </div>
      </Container>
    </>
  );
}
