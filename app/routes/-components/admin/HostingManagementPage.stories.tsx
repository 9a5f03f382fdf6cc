import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../../domain/messages';
import {
  adminAnalyticsHandlers,
  createHostingAutomationMonitorHandlers,
  createRuleStore,
  systemHealthCheckHandlers,
} from '../../../../mocks/handlers';
import { HostingManagementPage, type HostingTab } from './HostingManagementPage';
import { withAdminSession } from './AdminStoryFrame';

// Each story file gets its own rule store, so a toggle here does not leak elsewhere.
const monitor = createHostingAutomationMonitorHandlers(createRuleStore());

function Page({ initialTab = 'overview' }: { initialTab?: HostingTab }) {
  const [tab, setTab] = useState<HostingTab>(initialTab);
  return <HostingManagementPage tab={tab} onTabChange={setTab} />;
}

const meta = {
  title: 'Admin/Pages/Hosting management',
  component: Page,
  decorators: [withAdminSession],
  parameters: {
    layout: 'fullscreen',
    route: '/hosting-management',
    msw: {
      handlers: {
        hostingAutomationMonitor: monitor.withHistory,
        systemHealthCheck: systemHealthCheckHandlers.success,
        adminAnalytics: adminAnalyticsHandlers.success,
      },
    },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Failed calls are retried twice (1 s, then 2 s) before the fallbacks show. */
const afterRetries = { timeout: 10_000 };

export const Overview: Story = {
  name: 'Overview with live figures',
  play: async ({ canvas }) => {
    // the server's own checks are healthy, and no client site is monitored yet: the line says both
    const status = await canvas.findByText(messages.allSystemsOperational);
    await expect(status.closest('[role=status]')).toHaveTextContent(messages.noSitesMonitored);
    const figures = canvas.getByRole('list', { name: 'Key figures' });
    // three calls, answered in any order
    await waitFor(() => expect(figures).toHaveTextContent('Total Servers6'));
    await waitFor(() => expect(figures).toHaveTextContent('Active Customers5'));
    await waitFor(() => expect(figures).toHaveTextContent('System Uptime99.98%'));
    await expect(figures).toHaveTextContent('Monthly Revenue$436');
    await expect(canvas.getByRole('list', { name: 'Server health' })).toHaveTextContent('elpaso-app-01');
    // the servers are samples by the spec and say so; revenue and customers are real figures and do not
    await expect(canvas.getByRole('heading', { name: 'Server health' }).parentElement).toHaveTextContent('Sample data');
    const tile = (name: string) => within(figures).getAllByRole('listitem').find((li) => li.textContent?.startsWith(name))!;
    await expect(tile('Total Servers')).toHaveTextContent('Sample data');
    for (const real of ['Active Customers', 'System Uptime', 'Monthly Revenue']) await expect(tile(real)).not.toHaveTextContent('Sample data');
    await expect(canvas.getByRole('list', { name: 'Recent automation actions' })).toHaveTextContent('Auto-scaling turned on');
    await expect(canvas.getByRole('link', { name: 'Back to admin overview' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Automation', 'Customers', 'Monitoring']);
  },
};

export const SampleServersNoAlarm: Story = {
  name: 'Sample servers stopped or in error: labelled sample data, and no alarm (issue 33)',
  play: async ({ canvas }) => {
    const servers = await canvas.findByRole('list', { name: 'Server health' });
    await waitFor(() => expect(servers).toHaveTextContent('elpaso-app-01'));
    await expect(servers).toHaveTextContent('Error');
    await expect(canvas.getByRole('heading', { name: 'Server health' }).parentElement).toHaveTextContent('Sample data');
    await expect(canvas.getByText(messages.allSystemsOperational).closest('[role=status]')).not.toHaveTextContent('elpaso-app-01');
    await expect(canvas.queryByText(messages.systemsDown)).toBeNull();
    await expect(canvas.queryByText(messages.systemsDegraded)).toBeNull();
  },
};

export const Automation: Story = {
  name: 'Automation: a toggle is saved and the data reloads',
  args: { initialTab: 'automation' },
  play: async ({ canvas }) => {
    const slow = await canvas.findByRole('switch', { name: 'Slow response recovery enabled' });
    await expect(slow).not.toBeChecked();
    await userEvent.click(slow);
    await waitFor(() => expect(slow).toBeChecked());
    await waitFor(() => expect(slow.closest('li')).toHaveTextContent('Enabled'));
    await expect(canvas.getByText('Demonstration rules: switching one is saved, but no server is automated')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(await canvas.findByText('Slow response recovery turned on', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const ToggleFails: Story = {
  name: 'Automation: a toggle that fails goes back',
  args: { initialTab: 'automation' },
  parameters: { msw: { handlers: { hostingAutomationMonitor: monitor.toggleFails } } },
  play: async ({ canvas }) => {
    const scaling = await canvas.findByRole('switch', { name: 'Auto-scaling enabled' });
    await userEvent.click(scaling);
    await expect(await canvas.findByText('This change could not be saved. Please try again.', {}, { timeout: 5000 })).toBeVisible();
    await expect(scaling).toBeChecked();
  },
};

export const Customers: Story = {
  name: 'Customers: search',
  args: { initialTab: 'customers' },
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search customers' });
    await userEvent.type(search, 'law');
    await expect(canvas.getByText('Showing 1 of 6 customers')).toBeVisible();
    await expect(canvas.getByText('Whitfield Law')).toBeVisible();
    // recorded subscriptions: no sample label
    await expect(canvas.getByRole('heading', { name: 'Customers' }).parentElement).not.toHaveTextContent('Sample data');
  },
};

export const CustomersFresh: Story = {
  name: 'Customers: a new install shows the sample table, labelled, and 0 active customers',
  args: { initialTab: 'customers' },
  parameters: { msw: { handlers: { adminAnalytics: adminAnalyticsHandlers.fresh } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No subscription recorded yet: these are demonstration customers')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Customers' }).parentElement).toHaveTextContent('Sample data');
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Key figures' })).toHaveTextContent('Active Customers0'));
  },
};

export const Monitoring: Story = {
  name: 'Monitoring: metrics and security alerts',
  args: { initialTab: 'monitoring' },
  play: async ({ canvas }) => {
    // the server's own figures and real events only: nothing about the sample servers
    const metrics = await canvas.findByRole('list', { name: 'Real-time metrics' });
    await expect(metrics).toHaveTextContent('Database response3 ms');
    await expect(metrics).not.toHaveTextContent('Servers running');
    await expect(canvas.getByRole('list', { name: 'Security alerts' })).toHaveTextContent('No failed sign-ins or failed health checks');
    await expect(canvas.getByRole('list', { name: 'Security alerts' })).not.toHaveTextContent('elpaso-app-01');
  },
};

export const DatabaseDown: Story = {
  name: 'A failing check: the real state, not "All Systems Operational"',
  parameters: { msw: { handlers: { systemHealthCheck: systemHealthCheckHandlers.down } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.systemsDown)).toBeVisible();
    await expect(canvas.queryByText(messages.allSystemsOperational)).toBeNull();
  },
};

export const CallsFail: Story = {
  name: 'Every call fails: figures unavailable, no invented number',
  parameters: {
    msw: {
      handlers: {
        hostingAutomationMonitor: monitor.error,
        systemHealthCheck: systemHealthCheckHandlers.error,
        adminAnalytics: adminAnalyticsHandlers.error,
      },
    },
  },
  play: async ({ canvas }) => {
    const figures = canvas.getByRole('list', { name: 'Key figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total ServersUnavailable'), afterRetries);
    await waitFor(() => expect(figures).toHaveTextContent('Active CustomersUnavailable'), afterRetries);
    await waitFor(() => expect(figures).toHaveTextContent('System UptimeUnavailable'), afterRetries);
    await expect(figures).toHaveTextContent('Monthly RevenueUnavailable');
    await expect(figures).not.toHaveTextContent('24,580');
    await expect(canvas.getByText(messages.dashboardFallbackNote)).toBeVisible();
    await expect(canvas.getByText('System status could not be checked')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading',
  parameters: {
    msw: {
      handlers: {
        hostingAutomationMonitor: monitor.slow,
        systemHealthCheck: systemHealthCheckHandlers.slow,
        adminAnalytics: adminAnalyticsHandlers.slow,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking systems…')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Key figures' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
