/**
 * The dashboard's headline figures with the spec's fallbacks (section 3): when a call fails,
 * Total Servers 24, Active Customers 156, System Uptime '99.98%', Monthly Revenue '24,580'.
 */
import type { AdminAnalyticsResponse, HostingMetricsResponse, SystemHealthResponse } from '../../domain/api';
import { dashboardFallbacks, formatRevenue } from '../../domain/constants';
import { messages } from '../../domain/messages';

export type FigureSource = 'live' | 'fallback' | 'loading';

export interface DashboardFigure {
  value: string;
  source: FigureSource;
}

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
}

function figure<T>(query: QueryLike<T>, live: (data: T) => string, fallback: string): DashboardFigure {
  if (query.data !== undefined) return { value: live(query.data), source: 'live' };
  if (query.isError) return { value: fallback, source: 'fallback' };
  return { value: '…', source: 'loading' };
}

export function dashboardFigures(
  metrics: QueryLike<HostingMetricsResponse>,
  health: QueryLike<SystemHealthResponse>,
  customers: QueryLike<AdminAnalyticsResponse>,
) {
  return {
    totalServers: figure(metrics, (d) => String(d.totalServers), String(dashboardFallbacks.totalServers)),
    activeCustomers: figure(customers, (d) => String(d.activeCustomers), String(dashboardFallbacks.activeCustomers)),
    uptime: figure(health, (d) => d.uptime, dashboardFallbacks.uptime),
    monthlyRevenue: figure(metrics, (d) => `$${formatRevenue(d.monthlyRevenue)}`, `$${formatRevenue(dashboardFallbacks.monthlyRevenue)}`),
  };
}

/** The status line: 'All Systems Operational' when the server says so, else what is wrong. */
export function systemStatusLine(health: QueryLike<SystemHealthResponse> & { isPending: boolean }) {
  if (health.data) {
    const status = health.data.status;
    const label = status === 'healthy' ? messages.allSystemsOperational : status === 'warning' ? messages.systemsDegraded : messages.systemsDown;
    const worst = health.data.checks.find((c) => c.status === status && status !== 'healthy');
    return { status, label, detail: worst ? `${worst.name}: ${worst.detail}` : undefined } as const;
  }
  if (health.isError) return { status: 'unknown', label: 'System status could not be checked', detail: undefined } as const;
  return { status: 'unknown', label: 'Checking systems…', detail: undefined } as const;
}
