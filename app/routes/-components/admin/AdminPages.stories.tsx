import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../../domain/messages';
import {
  adminAnalyticsHandlers,
  adminHealthHistoryHandlers,
  adminIntegrationsHandlers,
  adminMaintenanceHandlers,
  adminLeadStatusHandlers,
  adminSubmissionsHandlers,
  adminSubscriptionsHandlers,
  adminAssistantQuestionsHandlers,
  hostingAutomationMonitorHandlers,
  resetMockState,
  systemHealthCheckHandlers,
} from '../../../../mocks/handlers';
import { sampleUnansweredQuestions } from '../../../../domain/samples';
import { AdminIntegrationsPage } from './AdminIntegrationsPage';
import { AdminOverviewPage } from './AdminOverviewPage';
import { AdminStabilityPage } from './AdminStabilityPage';
import { AdminSubscriptionsPage } from './AdminSubscriptionsPage';
import { AdminToolsPage } from './AdminToolsPage';
import { withAdminSession } from './AdminStoryFrame';

/** The admin pages other than the dashboard, each with its calls answered or failing. */
const meta = {
  title: 'Admin/Pages/Admin area',
  decorators: [withAdminSession],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        hostingAutomationMonitor: hostingAutomationMonitorHandlers.success,
        systemHealthCheck: systemHealthCheckHandlers.success,
        adminAnalytics: adminAnalyticsHandlers.success,
        adminSubmissions: adminSubmissionsHandlers.success,
        adminIntegrations: adminIntegrationsHandlers.success,
        adminHealthHistory: adminHealthHistoryHandlers.success,
        adminMaintenance: adminMaintenanceHandlers.success,
        adminLeadStatus: adminLeadStatusHandlers.success,
        adminSubscriptions: adminSubscriptionsHandlers.success,
        adminAssistantQuestions: adminAssistantQuestionsHandlers.success,
      },
    },
  },
} satisfies Meta;

/**
 * A page whose one call fails: after the retries, an alert names what could not be read.
 */
const failingCall = (route: string, handlers: Record<string, unknown>, page: ReactElement, title: string): Story => ({
  parameters: { route, msw: { handlers } },
  render: () => page,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(title, {}, afterRetries)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(title);
  },
});

/** The lead-status mock keeps its changes: each story that changes one starts from, and leaves, the samples. */
const freshLeads = () => {
  resetMockState();
  return resetMockState;
};

export default meta;
type Story = StoryObj<typeof meta>;

const afterRetries = { timeout: 10_000 };

export const Overview: Story = {
  name: '/admin: figures and areas',
  parameters: { route: '/admin' },
  render: () => <AdminOverviewPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Key figures' })).toHaveTextContent('Total Servers6'));
    const areas = canvas.getByRole('list', { name: 'Admin areas' });
    await expect(within(areas).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/hosting-management',
      '/admin/tools',
      '/admin/integrations',
      '/admin/stability',
    ]);
    await waitFor(() => expect(areas).toHaveTextContent('5 form submissions'));
  },
};

export const OverviewFailing: Story = {
  name: '/admin: calls failing',
  parameters: {
    route: '/admin',
    msw: {
      handlers: {
        hostingAutomationMonitor: hostingAutomationMonitorHandlers.error,
        systemHealthCheck: systemHealthCheckHandlers.error,
        adminAnalytics: adminAnalyticsHandlers.error,
        adminSubmissions: adminSubmissionsHandlers.error,
      },
    },
  },
  render: () => <AdminOverviewPage />,
  play: async ({ canvas }) => {
    const figures = canvas.getByRole('list', { name: 'Key figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Monthly RevenueUnavailable'), afterRetries);
    await waitFor(() => expect(figures).toHaveTextContent('Active CustomersUnavailable'), afterRetries);
    await waitFor(() => expect(figures).toHaveTextContent('System UptimeUnavailable'), afterRetries);
    await expect(figures).not.toHaveTextContent('$24,580');
  },
};

export const Tools: Story = {
  name: '/admin/tools: leads, bookings and maintenance',
  parameters: { route: '/admin/tools' },
  render: () => <AdminToolsPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 submissions')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search submissions' }), 'whitfield');
    await waitFor(() => expect(canvas.getByText('1 submission')).toBeVisible(), afterRetries);
    // What the assistant could not answer, most asked first, with how often
    const questions = within(await canvas.findByRole('table', { name: /Questions the assistant could not answer/ }));
    const rows = questions.getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(sampleUnansweredQuestions.map((q) => q.question));
    await expect(within(rows[0]!).getByText('4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Run health check' }));
    await expect(await canvas.findByText(/Uptime over 30 days: 99\.98%/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear expired data' }));
    await expect(await canvas.findByText('Removed 4 ended sessions, 17 spent rate-limit windows, 0 old health checks and 2 expired billing links.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(await canvas.findByText('Signed out of 2 other sessions.')).toBeVisible();
  },
};

export const ToolsLeadStatus: Story = {
  name: '/admin/tools: a new lead marked contacted with a note',
  parameters: { route: '/admin/tools' },
  beforeEach: freshLeads,
  render: () => <AdminToolsPage />,
  play: async ({ canvas }) => {
    const filters = within(await canvas.findByRole('group', { name: 'Show leads by status' }));
    await userEvent.click(filters.getByRole('button', { name: 'New (2)' }));
    await waitFor(() => expect(canvas.getByText('2 submissions')).toBeVisible());
    const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes('LS-7K3M9QXA'))!;
    await userEvent.click(within(row).getByText('Change status'));
    await userEvent.type(within(row).getByRole('textbox', { name: 'Note (optional)' }), 'Left a voicemail, will call Monday');
    await userEvent.click(within(row).getByRole('button', { name: 'Save status' }));
    await expect(await canvas.findByText('LS-7K3M9QXA is now Contacted.')).toBeVisible();
    // it leaves "New" for "Contacted", and the counts follow
    await waitFor(() => expect(filters.getByRole('button', { name: 'New (1)' })).toBeVisible());
    await expect(canvas.queryByText('LS-7K3M9QXA')).toBeNull();
    await userEvent.click(filters.getByRole('button', { name: 'Contacted (2)' }));
    await waitFor(() => expect(canvas.getByText('LS-7K3M9QXA')).toBeVisible());
    const contacted = canvas.getAllByRole('row').find((r) => r.textContent?.includes('LS-7K3M9QXA'))!;
    await expect(contacted).toHaveTextContent('Left a voicemail, will call Monday');
    await expect(contacted).toHaveTextContent('by admin@example.com');
  },
};

export const ToolsLeadConflict: Story = {
  name: '/admin/tools: someone else changed the lead first',
  parameters: { route: '/admin/tools', msw: { handlers: { adminLeadStatus: adminLeadStatusHandlers.conflict } } },
  beforeEach: freshLeads,
  render: () => <AdminToolsPage />,
  play: async ({ canvas }) => {
    await canvas.findByText('5 submissions');
    const row = () => canvas.getAllByRole('row').find((r) => r.textContent?.includes('LS-7K3M9QXA'))!;
    await expect(row()).toHaveTextContent('New');
    await userEvent.click(within(row()).getByText('Change status'));
    await userEvent.click(within(row()).getByRole('button', { name: 'Save status' }));
    await expect(await canvas.findByText('LS-7K3M9QXA was changed by someone else: your change was not saved.')).toBeVisible();
    await expect(canvas.getByText(/It is now Won \(set by ana@lonestarwebstudio\.com: “Signed on the phone just now\.”\)/)).toBeVisible();
    // the row shows the current status, not the one this admin chose
    await waitFor(() => expect(row()).toHaveTextContent('Won'));
    await expect(row()).toHaveTextContent('by ana@lonestarwebstudio.com');
  },
};

export const ToolsEmpty: Story = {
  name: '/admin/tools: no form sent yet',
  parameters: { route: '/admin/tools', msw: { handlers: { adminSubmissions: adminSubmissionsHandlers.empty } } },
  render: () => <AdminToolsPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No form has been sent yet.')).toBeVisible();
  },
};

export const ToolsFailing: Story = {
  name: '/admin/tools: calls failing',
  parameters: {
    route: '/admin/tools',
    msw: { handlers: { adminSubmissions: adminSubmissionsHandlers.error, systemHealthCheck: systemHealthCheckHandlers.error, adminMaintenance: adminMaintenanceHandlers.error } },
  },
  render: () => <AdminToolsPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The submissions could not be loaded.', {}, afterRetries)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear expired data' }));
    await expect(await canvas.findByText('That task could not be run. Please try again.')).toBeVisible();
  },
};

export const Subscriptions: Story = {
  name: '/admin/subscriptions: recorded by the webhook',
  parameters: { route: '/admin/subscriptions' },
  render: () => <AdminSubscriptionsPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    await expect(await canvas.findByText('4 recorded, 3 active or in trial')).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('maria@hillcountrybakery.com');
  },
};

export const SubscriptionsEmpty: Story = {
  name: '/admin/subscriptions: nothing recorded yet',
  parameters: { route: '/admin/subscriptions', msw: { handlers: { adminSubscriptions: adminSubscriptionsHandlers.empty } } },
  render: () => <AdminSubscriptionsPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No subscription has been recorded yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const SubscriptionsFailing: Story = {
  name: '/admin/subscriptions: call failing',
  ...failingCall(
    '/admin/subscriptions',
    { adminSubscriptions: adminSubscriptionsHandlers.error },
    <AdminSubscriptionsPage />,
    'The subscriptions could not be read.',
  ),
};

export const Integrations: Story = {
  name: '/admin/integrations: all working',
  parameters: { route: '/admin/integrations' },
  render: () => <AdminIntegrationsPage />,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Integrations' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list).not.toHaveTextContent(/sk_(test|live)_/);
  },
};

export const IntegrationsUnconfigured: Story = {
  name: '/admin/integrations: a fresh install',
  parameters: { route: '/admin/integrations', msw: { handlers: { adminIntegrations: adminIntegrationsHandlers.unconfigured } } },
  render: () => <AdminIntegrationsPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/STRIPE_SECRET_KEY is not set/)).toBeVisible();
  },
};

export const IntegrationsFailing: Story = {
  name: '/admin/integrations: the check fails',
  ...failingCall(
    '/admin/integrations',
    { adminIntegrations: adminIntegrationsHandlers.error },
    <AdminIntegrationsPage />,
    'The integrations could not be checked.',
  ),
};

export const Stability: Story = {
  name: '/admin/stability: history and uptime charts',
  parameters: { route: '/admin/stability' },
  render: () => <AdminStabilityPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Uptime per day' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Failed checks per day' }).querySelectorAll('rect')).toHaveLength(30);
    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Failed checks per day' }).querySelectorAll('rect')).toHaveLength(7));
    await expect(canvas.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('list', { name: 'Latest failures' })).toHaveTextContent('Database unreachable');
    await expect(canvas.getByRole('list', { name: 'Stability figures' })).toHaveTextContent(/Recording since \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC/);
    const live = canvas.getByRole('list', { name: 'Live figures' });
    await expect(live).toHaveTextContent('Requests answered48,213');
    await expect(live).toHaveTextContent('Refused by rate limits27');
    await expect(live).toHaveTextContent('Emails waiting2');
    await expect(live).toHaveTextContent('backup-2026-11-20T03-00-00Z.json.gz');
  },
};

export const StabilityFreshServer: Story = {
  name: '/admin/stability: a server just started, no backup yet',
  parameters: { route: '/admin/stability', msw: { handlers: { adminHealthHistory: adminHealthHistoryHandlers.freshServer } } },
  render: () => <AdminStabilityPage />,
  play: async ({ canvas }) => {
    const live = await canvas.findByRole('list', { name: 'Live figures' });
    await expect(live).toHaveTextContent('Average answer timeNo request yet');
    await expect(live).toHaveTextContent('Last backupNone yet');
  },
};

export const StabilitySpotless: Story = {
  name: '/admin/stability: not one failure',
  parameters: { route: '/admin/stability', msw: { handlers: { adminHealthHistory: adminHealthHistoryHandlers.spotless } } },
  render: () => <AdminStabilityPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No failed check in the last 30 days.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Stability figures' })).toHaveTextContent('Uptime, 30 days100.00%');
  },
};

export const StabilityFailing: Story = {
  name: '/admin/stability: the history cannot be loaded',
  ...failingCall(
    '/admin/stability',
    { adminHealthHistory: adminHealthHistoryHandlers.error },
    <AdminStabilityPage />,
    'The health history could not be loaded.',
  ),
};

export const Status: Story = {
  name: '/admin: status line follows the server',
  parameters: { route: '/admin', msw: { handlers: { systemHealthCheck: systemHealthCheckHandlers.down } } },
  render: () => <AdminOverviewPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.systemsDown)).toBeVisible();
  },
};
