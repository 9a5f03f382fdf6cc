/**
 * The dashboard's headline figures. When a call fails the figure says it is unavailable: the
 * spec's fallback numbers (24, 156, 99.98%, $24,580 in `dashboardFallbacks`) were never measured
 * here, and showing them as "last known values" would invent figures.
 */
import type { AdminAnalyticsResponse, HostingMetricsResponse, SystemHealthResponse } from '../../domain/api';
import { formatRevenue } from '../../domain/constants';
import { alertStatusItem, overallStatus, serverStatusItem, type StatusItem } from '../../domain/system-status';

export type FigureSource = 'live' | 'fallback' | 'loading';

export interface DashboardFigure {
  value: string;
  source: FigureSource;
}

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
}

/** What a figure shows when its call failed: no number. */
const unavailableFigure = 'Unavailable';

function figure<T>(query: QueryLike<T>, live: (data: T) => string): DashboardFigure {
  if (query.data !== undefined) return { value: live(query.data), source: 'live' };
  if (query.isError) return { value: unavailableFigure, source: 'fallback' };
  return { value: '…', source: 'loading' };
}

export function dashboardFigures(
  metrics: QueryLike<HostingMetricsResponse>,
  health: QueryLike<SystemHealthResponse>,
  customers: QueryLike<AdminAnalyticsResponse>,
) {
  return {
    totalServers: figure(metrics, (d) => String(d.totalServers)),
    activeCustomers: figure(customers, (d) => String(d.activeCustomers)),
    uptime: figure(health, (d) => d.uptime),
    monthlyRevenue: figure(metrics, (d) => `$${formatRevenue(d.monthlyRevenue)}`),
  };
}

/** 'Nov 25, 17:02 UTC': when a figure's record starts. */
export const sinceLabel = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })} UTC`;

/** What the uptime figure covers: the checks since the first one in the 30-day window (minutes on a new server). */
export function uptimeCoverage(health: SystemHealthResponse): string {
  return health.uptimeSince ? `Recorded checks since ${sinceLabel(health.uptimeSince)}` : 'Recorded checks, 30 days';
}

/**
 * The status line, computed from what the admin pages show beneath it: the health checks, the
 * real-time metrics and alerts of the Monitoring tab and the servers of the Overview. Any error
 * or warning among them, and it is not 'All Systems Operational'.
 */
export function statusItems(health: SystemHealthResponse, metrics?: HostingMetricsResponse): StatusItem[] {
  return [
    ...health.checks.map((c) => ({ name: c.name, status: c.status, detail: c.detail })),
    ...health.metrics.map((m) => ({ name: m.label, status: m.status, detail: m.value })),
    ...health.alerts.map(alertStatusItem),
    ...(metrics?.servers ?? []).map(serverStatusItem),
  ];
}

export function systemStatusLine(health: QueryLike<SystemHealthResponse> & { isPending: boolean }, metrics?: QueryLike<HostingMetricsResponse>) {
  if (health.data) {
    const overall = overallStatus(statusItems(health.data, metrics?.data));
    return { status: overall.status, label: overall.label, detail: overall.detail } as const;
  }
  if (health.isError) return { status: 'unknown', label: 'System status could not be checked', detail: undefined } as const;
  return { status: 'unknown', label: 'Checking systems…', detail: undefined } as const;
}
