/**
 * TanStack Query options for the server data the admin dashboard reads (spec sections 7.3-7.6):
 * fresh 5 minutes, kept 10 (section 9), refreshed every 30 seconds while the page is visible.
 *
 * The token is not part of a query key: keys end up in devtools and in dehydrated state, and the
 * data does not depend on which admin asks. On logout, drop it all with
 * `queryClient.removeQueries({ queryKey: adminQueryKeys.all })`.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AdminLeadStatusRequest, AdminMaintenanceRequest, LeadStatus, SubmissionKind } from '../../domain/api';
import type { SecurityEventType } from '../../domain/security-events';
import { adminSubmissionsLimit, customersTimeframe, dashboardRefreshMs, dataCache } from '../../domain/constants';
import { api, ApiError, type ApiClient } from './client';

export const adminQueryKeys = {
  all: ['admin'] as const,
  hostingMetrics: ['admin', 'hosting-metrics'] as const,
  systemHealth: ['admin', 'system-health'] as const,
  hostingCustomers: ['admin', 'hosting-customers', customersTimeframe] as const,
};

const maxRetries = 2;

/** Retrying cannot fix bad input or a dead session; it can fix a network blip, a 429 or a 5xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'invalid-request' || error.kind === 'invalid-response') return false;
  if (error.kind === 'http' && error.status < 500 && error.status !== 429) return false;
  return true;
}

/** Waits as long as the server asked (`Retry-After`), else backs off exponentially up to 30 s. */
export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfter !== undefined) return error.retryAfter * 1000;
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** An admin page's data: cached like the site's, retried on a network failure or 5xx only. */
const adminData = {
  staleTime: dataCache.staleTimeMs,
  gcTime: dataCache.gcTimeMs,
  retry: shouldRetry,
  retryDelay,
} as const;

/** Admin data that refreshes by itself while the page is open. */
const dashboardData = { ...adminData, refetchInterval: dashboardRefreshMs } as const;

export function hostingMetricsQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: adminQueryKeys.hostingMetrics,
    queryFn: ({ signal }) => client.getHostingMetrics({ token, signal }),
    ...dashboardData,
  });
}

export function systemHealthQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: adminQueryKeys.systemHealth,
    queryFn: ({ signal }) => client.systemHealthCheck({ token, signal }),
    ...dashboardData,
  });
}

export function hostingCustomersQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: adminQueryKeys.hostingCustomers,
    queryFn: ({ signal }) =>
      client.adminAnalytics({ action: 'get_hosting_customers', timeframe: customersTimeframe }, { token, signal }),
    ...dashboardData,
  });
}

/** Toggling a rule, then reloading the dashboard's data (spec section 7.4). */
export function toggleAutomationMutation(token: string, client: ApiClient = api) {
  return mutationOptions({
    mutationKey: ['admin', 'toggle-automation'],
    mutationFn: (variables: { ruleId: string; enabled: boolean }) => client.toggleAutomation(variables, { token }),
    onSuccess: (_data, _variables, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: adminQueryKeys.hostingMetrics }),
  });
}

// --- the admin pages beyond the dashboard (added calls) ---------------------------------

/** The mail outbox: queued, sent and failed messages with their counts. */
export function mailOutboxQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'mail-outbox'] as const,
    queryFn: ({ signal }) => client.adminMailOutbox({ action: 'list' }, { token, signal }),
    ...adminData,
  });
}

/** Upcoming calls and blocked days (/admin/bookings). */
export function bookingsQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'bookings'] as const,
    queryFn: ({ signal }) => client.adminBookings({ action: 'list' }, { token, signal }),
    ...adminData,
  });
}

/** The signed-in admin's sessions, the admins and pending invitations (/admin/account). */
export function accountQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'account'] as const,
    queryFn: ({ signal }) => client.adminAccount({ action: 'overview' }, { token, signal }),
    ...adminData,
  });
}

/** The signed-in admin's own second factors (/admin/two-factor). */
export function secondFactorQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'second-factor'] as const,
    queryFn: ({ signal }) => client.adminSecondFactor({ action: 'status' }, { token, signal }),
    ...adminData,
  });
}

/** The security event log, newest first, optionally one kind of event and one client (the start of its code). */
export function securityEventsQuery(token: string, type: SecurityEventType | undefined, client: ApiClient = api, clientCode?: string) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'security-events', type ?? 'all', clientCode ?? 'all'] as const,
    queryFn: ({ signal }) => client.adminSecurityEvents({ ...(type ? { type } : {}), ...(clientCode ? { client: clientCode } : {}) }, { token, signal }),
    ...adminData,
  });
}

/** Reachability probes are not free: fetched on open, refreshed every 5 minutes at most. */
export function integrationsQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'integrations'] as const,
    queryFn: ({ signal }) => client.adminIntegrations({ token, signal }),
    ...adminData,
    refetchInterval: dataCache.staleTimeMs,
  });
}

export function submissionsQuery(token: string, filter: { kind?: SubmissionKind; status?: LeadStatus; query?: string }, client: ApiClient = api) {
  const query = filter.query?.trim() || undefined;
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'submissions', filter.kind ?? 'all', filter.status ?? 'all', query ?? ''] as const,
    queryFn: ({ signal }) =>
      client.adminSubmissions({ kind: filter.kind, status: filter.status, query, limit: adminSubmissionsLimit }, { token, signal }),
    ...dashboardData,
  });
}

/** A lead's status change, naming the version the admin saw (a stale one is a 409 with the current state). */
export function leadStatusMutation(token: string, client: ApiClient = api) {
  return mutationOptions({
    mutationKey: [...adminQueryKeys.all, 'lead-status'] as const,
    mutationFn: (change: AdminLeadStatusRequest) => client.adminLeadStatus(change, { token }),
  });
}

/** What visitors asked the assistant that no page answers, with a count (/admin/tools). */
export function assistantQuestionsQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'assistant-questions'] as const,
    queryFn: ({ signal }) => client.adminAssistantQuestions({ token, signal }),
    ...dashboardData,
  });
}

/** What the Stripe webhook recorded (/admin/subscriptions). */
export function subscriptionsQuery(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'subscriptions'] as const,
    queryFn: ({ signal }) => client.adminSubscriptions({ token, signal }),
    ...dashboardData,
  });
}

export function healthHistoryQuery(token: string, days: number, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'health-history', days] as const,
    queryFn: ({ signal }) => client.adminHealthHistory({ days }, { token, signal }),
    ...dashboardData,
  });
}

/** Run a health check now: records one, then the figures that depend on it are reloaded. */
export function runHealthCheckMutation(token: string, client: ApiClient = api) {
  return mutationOptions({
    mutationKey: ['admin', 'run-health-check'],
    mutationFn: () => client.systemHealthCheck({ token }),
    onSuccess: (data, _variables, _onMutateResult, context) => {
      context.client.setQueryData(adminQueryKeys.systemHealth, data);
      return context.client.invalidateQueries({ queryKey: [...adminQueryKeys.all, 'health-history'] });
    },
  });
}

export function maintenanceMutation(token: string, client: ApiClient = api) {
  return mutationOptions({
    mutationKey: ['admin', 'maintenance'],
    mutationFn: (action: AdminMaintenanceRequest['action']) => client.adminMaintenance({ action }, { token }),
  });
}
