/**
 * The dashboard's headline figures. When a call fails the figure says it is unavailable: the
 * spec's fallback numbers (24, 156, 99.98%, $24,580 in `dashboardFallbacks`) were never measured
 * here, and showing them as "last known values" would invent figures.
 */
import type { AdminAnalyticsResponse, HostingMetricsResponse, SystemHealthResponse } from '../../domain/api';
import { formatRevenue } from '../../domain/constants';
import { messages } from '../../domain/messages';
import { alertStatusItem, overallStatus, type StatusItem } from '../../domain/system-status';

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
 * The status line, computed from what the Monitoring tab shows beneath it: the server's own health
 * checks, its real-time metrics and its alerts. Any error or warning among them, and it is not
 * 'All Systems Operational'. The servers of the Overview are the spec's demonstration machines,
 * labelled sample data: they never set the status (issue 33).
 */
export function statusItems(health: SystemHealthResponse): StatusItem[] {
  return [
    ...health.checks.map((c) => ({ name: c.name, status: c.status, detail: c.detail })),
    ...health.metrics.map((m) => ({ name: m.label, status: m.status, detail: m.value })),
    ...health.alerts.map(alertStatusItem),
  ];
}

export function systemStatusLine(health: QueryLike<SystemHealthResponse> & { isPending: boolean }) {
  if (health.data) {
    const overall = overallStatus(statusItems(health.data));
    // Operational, and nothing of a client's is watched yet: the line says so rather than imply it.
    return { status: overall.status, label: overall.label, detail: overall.detail ?? messages.noSitesMonitored } as const;
  }
  if (health.isError) return { status: 'unknown', label: 'System status could not be checked', detail: undefined } as const;
  return { status: 'unknown', label: 'Checking systems…', detail: undefined } as const;
}
