/**
 * What one check changes, in one transaction: the raw result, the site's state and schedule (only
 * while the checking scheduler still holds the site's lease), its incident and timeline, and the
 * alerts. An alert is a row with a unique event key before it is a message in the outbox, so no
 * number of instances sends one twice.
 */
import { monitoringAlertMessages, monitoringRules, type CheckCause, type MaintenanceWindow, type MonitoringAlertFacts, type SiteStatus } from '../../domain';
import type { Database, Queryable } from '../db/index';
import { queueMonitoringMail } from '../mail/outbox';
import type { CheckResult } from './check';
import { certificateThreshold, decide, inMaintenance, type RuleThresholds } from './rules';

/** A claimed site as the engine reads it. */
export interface SiteRow {
  id: number;
  url: string;
  client_name: string;
  contact_emails: string[];
  interval_ms: number;
  timeout_ms: number;
  expected_status: [number, number][];
  keyword: string | null;
  slow_threshold_ms: number;
  cert_warning_days: number[];
  maintenance_windows: MaintenanceWindow[];
  status: SiteStatus;
  failures_in_row: number;
  successes_in_row: number;
  slow_in_row: number;
  fast_in_row: number;
  next_check_at: Date;
  lease_token: string | null;
}

export const siteColumns = `id::int as id, url, client_name, contact_emails, interval_ms, timeout_ms, expected_status, keyword, slow_threshold_ms,
  cert_warning_days, maintenance_windows, status, failures_in_row, successes_in_row, slow_in_row, fast_in_row, next_check_at, lease_token`;

export class LeaseLostError extends Error {
  constructor(siteId: number) {
    super(`site ${siteId}: another scheduler holds it now; this check is dropped`);
  }
}

export interface RecordOptions {
  /** the public origin, for the link in alerts */
  origin: string;
  rules?: RuleThresholds & { reminderEveryMs: number };
}

/** Where the owner reads a site in the admin area (the page comes with the next part of issue 33). */
const adminSitePath = (id: number) => `/admin/sites/${id}`;

interface OpenIncident {
  id: number;
  kind: 'down' | 'degraded';
  cause: CheckCause | null;
  opened_at: Date;
}

/** The next time after `scheduled`, never in the past: a late round does not cause a burst of catch-up checks. */
function nextCheckTime(scheduled: Date, intervalMs: number, now: Date): Date {
  const next = scheduled.getTime() + intervalMs;
  return new Date(next > now.getTime() ? next : now.getTime() + intervalMs);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function recordCheck(db: Database, site: SiteRow, result: CheckResult, checkedAt: Date, options: RecordOptions): Promise<{ status: SiteStatus; event: string | null }> {
  const rules = options.rules ?? monitoringRules;
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into monitor_checks (site_id, checked_at, ok, cause, status_code, total_ms, ttfb_ms, keyword_found, slow, tls_valid, tls_issuer, tls_expires_at, detail)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [site.id, checkedAt, result.ok, result.cause, result.statusCode, result.totalMs, result.ttfbMs, result.keywordFound, result.slow,
        result.tls?.valid ?? null, result.tls?.issuer ?? null, result.tls?.expiresAt ?? null, result.detail.slice(0, 500)],
    );
    const [open] = await tx.query<OpenIncident>(
      `select id::int as id, kind, cause, opened_at from monitor_incidents where site_id = $1 and resolved_at is null and kind in ('down', 'degraded') for update`,
      [site.id],
    );
    const maintenance = inMaintenance(site.maintenance_windows, checkedAt);
    const { next, event } = decide(
      { status: site.status, failuresInRow: site.failures_in_row, successesInRow: site.successes_in_row, slowInRow: site.slow_in_row, fastInRow: site.fast_in_row, incident: open?.kind ?? null },
      { ok: result.ok, slow: result.slow, inMaintenance: maintenance },
      rules,
    );
    const updated = await tx.query(
      `update monitored_sites set status = $3, failures_in_row = $4, successes_in_row = $5, slow_in_row = $6, fast_in_row = $7,
         last_checked_at = $8, next_check_at = $9, lease_until = null, lease_token = null, updated_at = $8
       where id = $1 and lease_token = $2 returning id`,
      [site.id, site.lease_token, next.status, next.failuresInRow, next.successesInRow, next.slowInRow, next.fastInRow, checkedAt, nextCheckTime(site.next_check_at, site.interval_ms, checkedAt)],
    );
    // The lease ran out and another scheduler took the site: everything above is rolled back.
    if (updated.length === 0) throw new LeaseLostError(site.id);

    const facts = (kind: MonitoringAlertFacts['kind'], extra: Partial<MonitoringAlertFacts> = {}): MonitoringAlertFacts => ({
      kind,
      url: site.url,
      clientName: site.client_name,
      adminLink: `${options.origin}${adminSitePath(site.id)}`,
      ...extra,
    });
    const alert = (key: string, f: MonitoringAlertFacts) => raiseAlert(tx, site, key, f, checkedAt);

    if (event === 'down') {
      let id: number;
      if (open) {
        id = open.id;
        await tx.query(`update monitor_incidents set kind = 'down', title = $2, cause = $3 where id = $1`, [id, `${site.url} is down`, result.cause]);
        await addUpdate(tx, id, checkedAt, 'change', `Slow became down: ${monitoringRules.downAfterFailures} failed checks in a row.`);
      } else {
        id = await openIncident(tx, site, 'down', result.cause, checkedAt);
      }
      await alert(`down:${id}`, facts('down', { cause: result.cause, since: checkedAt.toISOString() }));
    } else if (event === 'degraded') {
      const id = await openIncident(tx, site, 'degraded', null, checkedAt);
      await alert(`degraded:${id}`, facts('degraded', { since: checkedAt.toISOString() }));
    } else if (event === 'recovered' && open) {
      const durationSeconds = Math.round((checkedAt.getTime() - open.opened_at.getTime()) / 1000);
      await tx.query(`update monitor_incidents set resolved_at = $2 where id = $1`, [open.id, checkedAt]);
      await addUpdate(tx, open.id, checkedAt, 'resolved', `Resolved after ${durationSeconds} s: ${rules.upAfterSuccesses} good checks in a row.`);
      await alert(`recovered:${open.id}`, facts('recovered', { durationSeconds }));
    } else if (open?.kind === 'down' && !maintenance) {
      if (!result.ok && result.cause && result.cause !== open.cause) {
        await tx.query(`update monitor_incidents set cause = $2 where id = $1`, [open.id, result.cause]);
        await addUpdate(tx, open.id, checkedAt, 'cause', `The cause is now: ${result.cause}.`);
      }
      // A reminder for each full period down: the period's number is in the key.
      const period = Math.floor((checkedAt.getTime() - open.opened_at.getTime()) / rules.reminderEveryMs);
      if (period >= 1) {
        const durationSeconds = Math.round((checkedAt.getTime() - open.opened_at.getTime()) / 1000);
        await alert(`reminder:${open.id}:${period}`, facts('reminder', { cause: result.cause ?? open.cause, since: open.opened_at.toISOString(), durationSeconds }));
      }
    }

    if (result.tls?.valid && !maintenance) {
      const crossed = certificateThreshold(result.tls.expiresAt, checkedAt, site.cert_warning_days);
      if (crossed) {
        await alert(
          `certificate:${site.id}:${isoDay(result.tls.expiresAt)}:${crossed.threshold}`,
          facts('certificate', { expiresAt: isoDay(result.tls.expiresAt), daysLeft: crossed.daysLeft }),
        );
      }
    }
    return { status: next.status, event };
  });
}

async function openIncident(tx: Queryable, site: SiteRow, kind: 'down' | 'degraded', cause: CheckCause | null, at: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into monitor_incidents (site_id, kind, title, cause, opened_at) values ($1, $2, $3, $4, $5) returning id::int as id`,
    [site.id, kind, kind === 'down' ? `${site.url} is down` : `${site.url} is slow`, cause, at],
  );
  const id = row!.id;
  await addUpdate(
    tx,
    id,
    at,
    'detected',
    kind === 'down' ? `Detected: ${monitoringRules.downAfterFailures} failed checks in a row.` : `Detected: slower than ${site.slow_threshold_ms} ms ${monitoringRules.degradedAfterSlow} times in a row.`,
  );
  if (cause) await addUpdate(tx, id, at, 'cause', `Cause: ${cause}.`);
  return id;
}

async function addUpdate(tx: Queryable, incidentId: number, at: Date, kind: string, message: string): Promise<void> {
  await tx.query(`insert into monitor_incident_updates (incident_id, at, kind, message) values ($1, $2, $3, $4)`, [incidentId, at, kind, message]);
}

/** The event's key first: only the transaction that inserts it queues the messages. */
async function raiseAlert(tx: Queryable, site: SiteRow, key: string, facts: MonitoringAlertFacts, now: Date): Promise<boolean> {
  const inserted = await tx.query(
    `insert into monitor_alerts (site_id, event_key, kind, created_at) values ($1, $2, $3, $4) on conflict (event_key) do nothing returning id`,
    [site.id, key, facts.kind, now],
  );
  if (inserted.length === 0) return false;
  for (const message of monitoringAlertMessages(facts, site.contact_emails)) await queueMonitoringMail(tx, `monitor:${key}`, message, now);
  return true;
}
