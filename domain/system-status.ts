/**
 * The admin area's status headline ("All Systems Operational" or what is wrong), computed from
 * the very items a page shows beneath it: health checks, real-time metrics, alerts (never the
 * sample servers: they are demonstration machines).
 * Nothing is left out: one item in error makes it a problem, one warning makes it degraded.
 */
import type { HealthStatus } from './entities';
import { messages } from './messages';

export interface StatusItem {
  /** what the page calls it ('Database', 'Average CPU (running servers)') */
  readonly name: string;
  readonly status: HealthStatus;
  /** what the page says about it, if anything */
  readonly detail?: string;
}

export interface OverallStatus {
  readonly status: HealthStatus;
  /** 'All Systems Operational', 'Some systems need attention' or 'System problem detected' */
  readonly label: string;
  /** the first item in the worst state, and how many more need attention; none when operational */
  readonly detail?: string;
  readonly errors: number;
  readonly warnings: number;
}

/** The worst of the items decides: any error, then any warning, else operational. */
export function overallStatus(items: readonly StatusItem[]): OverallStatus {
  const errors = items.filter((i) => i.status === 'error');
  const warnings = items.filter((i) => i.status === 'warning');
  if (errors.length === 0 && warnings.length === 0) {
    return { status: 'healthy', label: messages.allSystemsOperational, errors: 0, warnings: 0 };
  }
  const status: HealthStatus = errors.length > 0 ? 'error' : 'warning';
  const first = (errors[0] ?? warnings[0])!;
  const others = errors.length + warnings.length - 1;
  const detail = `${first.name}: ${first.detail ?? (first.status === 'error' ? 'error' : 'warning')}${others > 0 ? ` (and ${others} more)` : ''}`;
  return {
    status,
    label: status === 'error' ? messages.systemsDown : messages.systemsDegraded,
    detail,
    errors: errors.length,
    warnings: warnings.length,
  };
}

/** An alert as a status item: error and warning alerts count, info and success do not. */
export function alertStatusItem(alert: { readonly type: string; readonly message: string }): StatusItem {
  const status: HealthStatus = alert.type === 'error' ? 'error' : alert.type === 'warning' ? 'warning' : 'healthy';
  return { name: 'Alert', status, detail: alert.message };
}
