/**
 * The rules (issue 33, "Rules"), pure: from a site's state and one check's outcome, its next state
 * and the event that opens, changes or closes an incident. Down after 3 failed checks in a row, up
 * again after 2 good ones; degraded after 3 slow answers in a row, up after 2 in time; during
 * maintenance the status is "maintenance" and nothing is decided.
 */
import { monitoringDefaults, monitoringRules, type MaintenanceWindow, type SiteStatus } from '../../domain';

export interface RuleThresholds {
  downAfterFailures: number;
  upAfterSuccesses: number;
  degradedAfterSlow: number;
}

export interface SiteState {
  status: SiteStatus;
  failuresInRow: number;
  successesInRow: number;
  slowInRow: number;
  fastInRow: number;
  /** the site's open automatic incident, if any */
  incident: 'down' | 'degraded' | null;
}

export interface Outcome {
  ok: boolean;
  slow: boolean;
  inMaintenance: boolean;
}

/** `down`: open a down incident (or turn the slow one into it); `degraded`: open a slow one; `recovered`: close the open one. */
export type RuleEvent = 'down' | 'degraded' | 'recovered' | null;

export function decide(state: SiteState, outcome: Outcome, t: RuleThresholds = monitoringRules): { next: SiteState; event: RuleEvent } {
  const counters = {
    failuresInRow: outcome.ok ? 0 : state.failuresInRow + 1,
    successesInRow: outcome.ok ? state.successesInRow + 1 : 0,
    slowInRow: outcome.ok && outcome.slow ? state.slowInRow + 1 : 0,
    fastInRow: outcome.ok && !outcome.slow ? state.fastInRow + 1 : 0,
  };
  const result = (status: SiteStatus, event: RuleEvent, incident: SiteState['incident'] = state.incident) => ({
    next: { ...counters, status, incident },
    event,
  });
  if (outcome.inMaintenance) return result('maintenance', null);
  if (counters.failuresInRow >= t.downAfterFailures) return result('down', state.incident === 'down' ? null : 'down', 'down');
  if (state.incident === 'down') {
    if (counters.successesInRow >= t.upAfterSuccesses) return result('up', 'recovered', null);
    return result('down', null);
  }
  if (state.incident === 'degraded') {
    if (counters.fastInRow >= t.upAfterSuccesses) return result('up', 'recovered', null);
    return result('degraded', null);
  }
  if (counters.slowInRow >= t.degradedAfterSlow) return result('degraded', 'degraded', 'degraded');
  if (outcome.ok) return result('up', null);
  // A failure not yet confirmed: the status stands (a site never checked stays unknown).
  return result(state.status === 'unknown' ? 'unknown' : 'up', null);
}

export const initialState: SiteState = { status: 'unknown', failuresInRow: 0, successesInRow: 0, slowInRow: 0, fastInRow: 0, incident: null };

const weekdays: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const centralClock = new Intl.DateTimeFormat('en-US', { timeZone: monitoringDefaults.timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const WEEK_MINUTES = 7 * 24 * 60;

/** Minutes since Sunday 00:00 on Central wall-clock time. */
function centralMinuteOfWeek(at: Date): number {
  const parts = Object.fromEntries(centralClock.formatToParts(at).map((p) => [p.type, p.value]));
  return weekdays[parts.weekday!]! * 1440 + Number(parts.hour) * 60 + Number(parts.minute);
}

/** Whether `at` falls in one of the windows: one-off ones by their instants, weekly ones on Central wall-clock time. */
export function inMaintenance(windows: readonly MaintenanceWindow[], at: Date): boolean {
  const time = at.getTime();
  let minute: number | undefined;
  for (const w of windows) {
    if (w.kind === 'once') {
      if (time >= Date.parse(w.start) && time < Date.parse(w.end)) return true;
    } else {
      minute ??= centralMinuteOfWeek(at);
      const [h, m] = w.start.split(':').map(Number) as [number, number];
      const start = w.day * 1440 + h * 60 + m;
      if ((minute - start + WEEK_MINUTES) % WEEK_MINUTES < w.minutes) return true;
    }
  }
  return false;
}

/** The tightest warning threshold the certificate has crossed (days left ≤ it), or null. */
export function certificateThreshold(expiresAt: Date, now: Date, thresholds: readonly number[]): { threshold: number; daysLeft: number } | null {
  const daysLeft = Math.floor((expiresAt.getTime() - now.getTime()) / 86_400_000);
  const crossed = thresholds.filter((t) => daysLeft <= t);
  if (crossed.length === 0 || daysLeft < 0) return null;
  return { threshold: Math.min(...crossed), daysLeft };
}
