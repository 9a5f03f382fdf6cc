/**
 * A site as its admin page reads it: uptime over 24 hours (raw checks), 7 days (hourly
 * aggregates), 30 and 90 days (daily aggregates), the hourly and daily series, recent checks, the
 * certificate, and incidents with their timelines. Also the incident updates the owner adds.
 */
import type { AdminMonitoringSiteResponse, CheckCause, IncidentKind, IncidentUpdateKind, MonitoringIncident } from '../../domain';
import type { Queryable } from '../db/index';
import { findSite } from './sites';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const percent = (good: number | null, all: number | null): number | null =>
  all && Number(all) > 0 ? Math.round((10_000 * Number(good ?? 0)) / Number(all)) / 100 : null;

interface IncidentRow {
  id: number;
  kind: IncidentKind;
  title: string;
  cause: CheckCause | null;
  opened_at: Date;
  resolved_at: Date | null;
  postmortem: string | null;
}

async function incidentsOf(db: Queryable, where: string, params: unknown[], now: Date): Promise<MonitoringIncident[]> {
  const rows = await db.query<IncidentRow>(
    `select id::int as id, kind, title, cause, opened_at, resolved_at, postmortem from monitor_incidents where ${where} order by opened_at desc, id desc limit 20`,
    params,
  );
  if (rows.length === 0) return [];
  const updates = await db.query<{ incident_id: number; at: Date; kind: IncidentUpdateKind; message: string }>(
    `select incident_id::int as incident_id, at, kind, message from monitor_incident_updates where incident_id = any($1::bigint[]) order by at, id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    cause: r.cause,
    openedAt: r.opened_at.toISOString(),
    resolvedAt: r.resolved_at?.toISOString() ?? null,
    durationSeconds: Math.max(0, Math.round(((r.resolved_at ?? now).getTime() - r.opened_at.getTime()) / 1000)),
    postmortem: r.postmortem,
    updates: updates.filter((u) => u.incident_id === r.id).map((u) => ({ at: u.at.toISOString(), kind: u.kind, message: u.message })),
  }));
}

export async function siteDetail(db: Queryable, id: number, now: Date): Promise<AdminMonitoringSiteResponse | undefined> {
  const site = await findSite(db, id, now);
  if (!site) return undefined;
  const since = (ms: number) => new Date(now.getTime() - ms);
  const [h24] = await db.query<{ good: number; all: number }>(
    `select (count(*) filter (where ok))::int as good, count(*)::int as all from monitor_checks where site_id = $1 and checked_at > $2`,
    [id, since(DAY)],
  );
  const [d7] = await db.query<{ good: number; all: number }>(
    `select coalesce(sum(checks - failures), 0)::int as good, coalesce(sum(checks), 0)::int as all from monitor_hourly where site_id = $1 and hour > $2`,
    [id, since(7 * DAY)],
  );
  const byDays = async (days: number) =>
    (
      await db.query<{ good: number; all: number }>(
        `select coalesce(sum(checks - failures), 0)::int as good, coalesce(sum(checks), 0)::int as all from monitor_daily where site_id = $1 and day > $2::date`,
        [id, since(days * DAY).toISOString().slice(0, 10)],
      )
    )[0]!;
  const [d30, d90] = [await byDays(30), await byDays(90)];
  const hourly = await db.query<{ at: Date; checks: number; failures: number; p50_ms: number | null; p95_ms: number | null }>(
    `select hour as at, checks, failures, p50_ms, p95_ms from monitor_hourly where site_id = $1 and hour > $2 order by hour`,
    [id, since(48 * HOUR)],
  );
  const daily = await db.query<{ at: string; checks: number; failures: number; p50_ms: number | null; p95_ms: number | null }>(
    `select to_char(day, 'YYYY-MM-DD') as at, checks, failures, p50_ms, p95_ms from monitor_daily where site_id = $1 and day > $2::date order by day`,
    [id, since(90 * DAY).toISOString().slice(0, 10)],
  );
  const recent = await db.query<{ checked_at: Date; ok: boolean; cause: CheckCause | null; status_code: number | null; total_ms: number | null; ttfb_ms: number | null }>(
    `select checked_at, ok, cause, status_code, total_ms, ttfb_ms from monitor_checks where site_id = $1 order by checked_at desc, id desc limit 50`,
    [id],
  );
  const [cert] = await db.query<{ tls_issuer: string | null; tls_expires_at: Date }>(
    `select tls_issuer, tls_expires_at from monitor_checks where site_id = $1 and tls_expires_at is not null order by checked_at desc limit 1`,
    [id],
  );
  const point = (r: { checks: number; failures: number; p50_ms: number | null; p95_ms: number | null }, at: string) => ({
    at,
    checks: r.checks,
    failures: r.failures,
    p50Ms: r.p50_ms,
    p95Ms: r.p95_ms,
  });
  return {
    site,
    uptime: { h24: percent(h24!.good, h24!.all), d7: percent(d7!.good, d7!.all), d30: percent(d30.good, d30.all), d90: percent(d90.good, d90.all) },
    hourly: hourly.map((r) => point(r, r.at.toISOString())),
    daily: daily.map((r) => point(r, `${r.at}T00:00:00.000Z`)),
    recentChecks: recent.map((r) => ({ at: r.checked_at.toISOString(), ok: r.ok, cause: r.cause, statusCode: r.status_code, totalMs: r.total_ms, ttfbMs: r.ttfb_ms })),
    certificate: cert
      ? { issuer: cert.tls_issuer, expiresAt: cert.tls_expires_at.toISOString(), daysLeft: Math.floor((cert.tls_expires_at.getTime() - now.getTime()) / DAY) }
      : null,
    incidents: await incidentsOf(db, 'site_id = $1', [id], now),
  };
}

/** The owner's update, or post-mortem note, on an incident's timeline. */
export async function addIncidentNote(
  db: Queryable,
  input: { incidentId: number; message: string; postmortem: boolean; adminId: number },
  now: Date,
): Promise<MonitoringIncident | undefined> {
  const found = await db.query(`select 1 from monitor_incidents where id = $1`, [input.incidentId]);
  if (found.length === 0) return undefined;
  if (input.postmortem) {
    await db.query(`update monitor_incidents set postmortem = $2 where id = $1`, [input.incidentId, input.message]);
  } else {
    await db.query(`insert into monitor_incident_updates (incident_id, at, kind, message, admin_id) values ($1, $2, 'note', $3, $4)`, [
      input.incidentId,
      now,
      input.message,
      input.adminId,
    ]);
  }
  return (await incidentsOf(db, 'id = $1', [input.incidentId], now))[0];
}
