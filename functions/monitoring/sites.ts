/**
 * The monitored sites as the admin calls store and read them. A new site is due at once; an
 * edited one keeps its place in the schedule unless its interval changed.
 */
import type { MonitoredSite, MonitoredSiteSettings } from '../../domain';
import type { Queryable } from '../db/index';

/** The engine's own settings, below what the form allows (tests: short intervals). */
export interface EngineOverrides {
  intervalMs?: number;
  timeoutMs?: number;
}

interface StoredSite {
  id: number;
  url: string;
  client_name: string;
  hosting_plan_id: MonitoredSite['hostingPlanId'];
  contact_emails: string[];
  interval_ms: number;
  expected_status: [number, number][];
  keyword: string | null;
  slow_threshold_ms: number;
  cert_warning_days: number[];
  maintenance_windows: MonitoredSite['maintenanceWindows'];
  paused: boolean;
  status_page: boolean;
  status_slug: string | null;
  status: MonitoredSite['status'];
  last_checked_at: Date | null;
  next_check_at: Date;
  uptime24h: number | null;
}

const values = (s: MonitoredSiteSettings, o: EngineOverrides) => [
  s.url,
  s.clientName,
  s.hostingPlanId,
  JSON.stringify(s.contactEmails),
  o.intervalMs ?? s.intervalSeconds * 1000,
  JSON.stringify(s.expectedStatus),
  s.keyword ?? null,
  s.slowThresholdMs,
  JSON.stringify(s.certWarningDays),
  JSON.stringify(s.maintenanceWindows),
  s.paused,
  s.statusPage,
  s.statusSlug ?? null,
];

export async function addSite(db: Queryable, settings: MonitoredSiteSettings, now: Date, overrides: EngineOverrides = {}): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into monitored_sites (url, client_name, hosting_plan_id, contact_emails, interval_ms, expected_status, keyword, slow_threshold_ms,
       cert_warning_days, maintenance_windows, paused, status_page, status_slug, timeout_ms, next_check_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $15, $15) returning id::int as id`,
    [...values(settings, overrides), overrides.timeoutMs ?? 10_000, now],
  );
  return row!.id;
}

/** Returns false when no site has that id. A changed address or interval makes the site due now. */
export async function editSite(db: Queryable, id: number, settings: MonitoredSiteSettings, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update monitored_sites set
       next_check_at = case when url <> $1 or interval_ms <> $5 then $15 else next_check_at end,
       url = $1, client_name = $2, hosting_plan_id = $3, contact_emails = $4::jsonb, interval_ms = $5, expected_status = $6::jsonb, keyword = $7,
       slow_threshold_ms = $8, cert_warning_days = $9::jsonb, maintenance_windows = $10::jsonb, paused = $11, status_page = $12, status_slug = $13,
       updated_at = $15
     where id = $14 returning id`,
    [...values(settings, {}), id, now],
  );
  return rows.length === 1;
}

/** Pausing keeps the history; resuming makes the site due at once. */
export async function pauseSite(db: Queryable, id: number, paused: boolean, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update monitored_sites set paused = $2, next_check_at = case when $2 then next_check_at else $3 end, updated_at = $3 where id = $1 returning id`,
    [id, paused, now],
  );
  return rows.length === 1;
}

export async function removeSite(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(`delete from monitored_sites where id = $1 returning id`, [id])).length === 1;
}

function toMonitoredSite(row: StoredSite): MonitoredSite {
  return {
    id: row.id,
    url: row.url,
    clientName: row.client_name,
    hostingPlanId: row.hosting_plan_id,
    contactEmails: row.contact_emails,
    intervalSeconds: Math.round(row.interval_ms / 1000),
    expectedStatus: row.expected_status,
    keyword: row.keyword,
    slowThresholdMs: row.slow_threshold_ms,
    certWarningDays: row.cert_warning_days,
    maintenanceWindows: row.maintenance_windows,
    paused: row.paused,
    statusPage: row.status_page,
    statusSlug: row.status_slug,
    status: row.status,
    lastCheckedAt: row.last_checked_at?.toISOString() ?? null,
    nextCheckAt: row.next_check_at.toISOString(),
    uptime24h: row.uptime24h === null ? null : Number(row.uptime24h),
  };
}

const storedColumns = `s.id::int as id, s.url, s.client_name, s.hosting_plan_id, s.contact_emails, s.interval_ms, s.expected_status, s.keyword,
  s.slow_threshold_ms, s.cert_warning_days, s.maintenance_windows, s.paused, s.status_page, s.status_slug, s.status, s.last_checked_at, s.next_check_at,
  (select round(100.0 * count(*) filter (where c.ok) / nullif(count(*), 0), 3)::float8 from monitor_checks c where c.site_id = s.id and c.checked_at > $1) as uptime24h`;

export async function listSites(db: Queryable, now: Date): Promise<MonitoredSite[]> {
  const rows = await db.query<StoredSite>(`select ${storedColumns} from monitored_sites s order by s.client_name, s.id`, [new Date(now.getTime() - 86_400_000)]);
  return rows.map(toMonitoredSite);
}

export async function findSite(db: Queryable, id: number, now: Date): Promise<MonitoredSite | undefined> {
  const rows = await db.query<StoredSite>(`select ${storedColumns} from monitored_sites s where s.id = $2`, [new Date(now.getTime() - 86_400_000), id]);
  return rows[0] && toMonitoredSite(rows[0]);
}
