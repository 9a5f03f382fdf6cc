/**
 * Monitoring (issue 33, docs/monitoring.md): the client sites the agency hosts, watched for real.
 * The defaults and the rules' thresholds, the sites' input schema with a message per field, the
 * admin calls' schemas and the alert emails' texts live here; the engine is functions/monitoring/.
 */
import { z } from 'zod';
import type { MailMessage } from './mail';
import { agency } from './navigation';
import { hostingPlanIds } from './plans';

/** What a new site starts with (issue 33, "Sites" and "Rules"). */
export const monitoringDefaults = {
  intervalSeconds: 60,
  minIntervalSeconds: 30,
  maxIntervalSeconds: 86_400,
  timeoutMs: 10_000,
  expectedStatus: [[200, 399]] as [number, number][],
  slowThresholdMs: 3_000,
  certWarningDays: [21, 14, 7],
  /** a check reads at most this much of a body, then stops */
  maxBodyBytes: 256 * 1024,
  maxRedirects: 5,
  /** weekly maintenance windows are in this zone */
  timeZone: 'America/Chicago',
  timeZoneLabel: 'Central time',
} as const;

/** The rules' thresholds (functions/monitoring/rules.ts). */
export const monitoringRules = {
  downAfterFailures: 3,
  upAfterSuccesses: 2,
  degradedAfterSlow: 3,
  /** a reminder while a site stays down */
  reminderEveryMs: 4 * 3_600_000,
} as const;

/** How long each kind of record is kept (the engine's defaults; env can change raw). */
export const monitoringRetention = { rawDays: 7, hourlyDays: 90, dailyDays: 400 } as const;

export const siteStatuses = ['unknown', 'up', 'down', 'degraded', 'maintenance'] as const;
export type SiteStatus = (typeof siteStatuses)[number];

/** Why a check failed, as the check diagnoses it. */
export const checkCauses = [
  'dns',
  'refused',
  'timeout',
  'tls_invalid',
  'tls_expired',
  'http_status',
  'keyword_missing',
  'blocked',
  'connection',
  'too_many_redirects',
] as const;
export type CheckCause = (typeof checkCauses)[number];

const checkCauseLabels: Readonly<Record<CheckCause, string>> = {
  dns: 'The name did not resolve (DNS)',
  refused: 'The connection was refused',
  timeout: 'No answer in time',
  tls_invalid: 'The certificate is not valid',
  tls_expired: 'The certificate has expired',
  http_status: 'An unexpected HTTP status',
  keyword_missing: 'The page lacks its keyword',
  blocked: 'The address is private or local, so it is not checked',
  connection: 'The connection failed',
  too_many_redirects: 'Too many redirects',
};

export const incidentKinds = ['down', 'degraded', 'manual', 'maintenance'] as const;
export type IncidentKind = (typeof incidentKinds)[number];
export const incidentUpdateKinds = ['detected', 'cause', 'change', 'resolved', 'note'] as const;
export type IncidentUpdateKind = (typeof incidentUpdateKinds)[number];

// --- the site form ----------------------------------------------------------------------

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the time as HH:MM (24-hour), e.g. 02:30.');

export const maintenanceWindow = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('once'),
      start: z.iso.datetime({ offset: true, error: 'Give the start as a date and time.' }),
      end: z.iso.datetime({ offset: true, error: 'Give the end as a date and time.' }),
    })
    .refine((w) => Date.parse(w.end) > Date.parse(w.start), { message: 'The window must end after it starts.', path: ['end'] }),
  z.strictObject({
    kind: z.literal('weekly'),
    /** 0 Sunday ... 6 Saturday, Central time */
    day: z.number({ error: 'Choose a day of the week.' }).int().min(0).max(6),
    start: hhmm,
    minutes: z.number({ error: 'Give the length in minutes.' }).int().min(1, 'A window lasts at least a minute.').max(24 * 60, 'A weekly window lasts at most 24 hours.'),
  }),
]);
export type MaintenanceWindow = z.infer<typeof maintenanceWindow>;

const statusRange = z
  .tuple([z.number().int().min(100).max(599), z.number().int().min(100).max(599)], { error: 'Give each range as two status codes from 100 to 599.' })
  .refine(([from, to]) => from <= to, 'A range must go from the lower code to the higher.');

/** What the owner enters for a site: every refusal names its field. */
export const monitoredSiteInput = z
  .strictObject({
    url: z
      .string({ error: 'Enter the site’s address.' })
      .trim()
      .max(2000, 'The address is too long.')
      .pipe(z.url({ protocol: /^https?$/, error: 'Enter the site’s full address, starting with https:// or http://.' })),
    clientName: z.string({ error: 'Enter the client’s name.' }).trim().min(1, 'Enter the client’s name.').max(100, 'The name is too long (100 characters at most).'),
    hostingPlanId: z.enum(hostingPlanIds, { error: 'Choose one of the hosting plans.' }),
    contactEmails: z.array(z.email({ error: 'Each contact must be an email address.' }).max(254)).max(10, 'At most 10 contacts.').default([]),
    intervalSeconds: z
      .number({ error: 'Give the interval in seconds.' })
      .int('Give the interval in whole seconds.')
      .min(monitoringDefaults.minIntervalSeconds, 'Check at most every 30 seconds.')
      .max(monitoringDefaults.maxIntervalSeconds, 'Check at least once a day (86400 seconds).')
      .default(monitoringDefaults.intervalSeconds),
    expectedStatus: z.array(statusRange).min(1, 'Give at least one range of good status codes.').max(10).default(monitoringDefaults.expectedStatus),
    keyword: z.string().trim().max(200, 'The keyword is too long (200 characters at most).').optional().transform((k) => (k ? k : undefined)),
    slowThresholdMs: z
      .number({ error: 'Give the slow threshold in milliseconds.' })
      .int()
      .min(100, 'The slow threshold is at least 100 ms.')
      .max(60_000, 'The slow threshold is at most 60000 ms.')
      .default(monitoringDefaults.slowThresholdMs),
    certWarningDays: z
      .array(z.number().int().min(1, 'Warn at least a day before.').max(365, 'Warn at most 365 days before.'))
      .max(5, 'At most 5 warnings.')
      .default([...monitoringDefaults.certWarningDays]),
    maintenanceWindows: z.array(maintenanceWindow).max(20, 'At most 20 maintenance windows.').default([]),
    paused: z.boolean().default(false),
    statusPage: z.boolean().default(false),
    statusSlug: z
      .string()
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/, 'Use 3 to 60 lowercase letters, digits and hyphens for the status page’s address.')
      .optional(),
  })
  .refine((s) => !s.statusPage || s.statusSlug, { message: 'A public status page needs an address.', path: ['statusSlug'] });
export type MonitoredSiteInput = z.input<typeof monitoredSiteInput>;
export type MonitoredSiteSettings = z.infer<typeof monitoredSiteInput>;

/** The refusal of an address that resolves to a private one (checked by the server at add time). */
export const privateAddressMessage = 'This address leads to a private or local network, which is never checked. Use the site’s public address.';

// --- the admin calls ---------------------------------------------------------------------

const siteId = z.number().int().positive();

export const monitoredSite = z.object({
  id: siteId,
  url: z.string(),
  clientName: z.string(),
  hostingPlanId: z.enum(hostingPlanIds),
  contactEmails: z.array(z.string()),
  intervalSeconds: z.number(),
  expectedStatus: z.array(z.tuple([z.number(), z.number()])),
  keyword: z.string().nullable(),
  slowThresholdMs: z.number(),
  certWarningDays: z.array(z.number()),
  maintenanceWindows: z.array(maintenanceWindow),
  paused: z.boolean(),
  statusPage: z.boolean(),
  statusSlug: z.string().nullable(),
  status: z.enum(siteStatuses),
  lastCheckedAt: z.iso.datetime().nullable(),
  nextCheckAt: z.iso.datetime(),
  /** percentage of good checks in the last 24 hours; null before the first */
  uptime24h: z.number().min(0).max(100).nullable(),
});
export type MonitoredSite = z.infer<typeof monitoredSite>;

/** List, add, edit, pause (or resume) and remove the monitored sites. */
export const adminMonitoringSitesRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list') }),
  z.strictObject({ action: z.literal('add'), site: monitoredSiteInput }),
  z.strictObject({ action: z.literal('edit'), id: siteId, site: monitoredSiteInput }),
  z.strictObject({ action: z.literal('pause'), id: siteId, paused: z.boolean() }),
  z.strictObject({ action: z.literal('remove'), id: siteId }),
]);

export const adminMonitoringSitesResponse = z.object({ sites: z.array(monitoredSite) });
export type AdminMonitoringSitesResponse = z.infer<typeof adminMonitoringSitesResponse>;

const incidentUpdate = z.object({ at: z.iso.datetime(), kind: z.enum(incidentUpdateKinds), message: z.string() });
export const monitoringIncident = z.object({
  id: z.number().int().positive(),
  kind: z.enum(incidentKinds),
  title: z.string(),
  cause: z.enum(checkCauses).nullable(),
  openedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  /** open incidents: until now */
  durationSeconds: z.number().int().min(0),
  postmortem: z.string().nullable(),
  updates: z.array(incidentUpdate),
});
export type MonitoringIncident = z.infer<typeof monitoringIncident>;

const monitoringCheck = z.object({
  at: z.iso.datetime(),
  ok: z.boolean(),
  cause: z.enum(checkCauses).nullable(),
  statusCode: z.number().int().nullable(),
  totalMs: z.number().int().nullable(),
  ttfbMs: z.number().int().nullable(),
});

const percentOrNull = z.number().min(0).max(100).nullable();
const responsePoint = z.object({ at: z.iso.datetime(), checks: z.number().int(), failures: z.number().int(), p50Ms: z.number().nullable(), p95Ms: z.number().nullable() });

export const adminMonitoringSiteRequest = z.strictObject({ id: siteId });
export const adminMonitoringSiteResponse = z.object({
  site: monitoredSite,
  uptime: z.object({ h24: percentOrNull, d7: percentOrNull, d30: percentOrNull, d90: percentOrNull }),
  /** the last 48 hours, hour by hour */
  hourly: z.array(responsePoint),
  /** the last 90 days, day by day (UTC days) */
  daily: z.array(responsePoint),
  recentChecks: z.array(monitoringCheck),
  certificate: z.object({ issuer: z.string().nullable(), expiresAt: z.iso.datetime(), daysLeft: z.number().int() }).nullable(),
  incidents: z.array(monitoringIncident),
});
export type AdminMonitoringSiteResponse = z.infer<typeof adminMonitoringSiteResponse>;

/** An update (or post-mortem note) the owner adds to an incident's timeline. */
export const adminMonitoringIncidentRequest = z.strictObject({
  incidentId: z.number().int().positive(),
  message: z.string({ error: 'Write the update.' }).trim().min(1, 'Write the update.').max(4000, 'The update is too long (4000 characters at most).'),
  postmortem: z.boolean().default(false),
});
export const adminMonitoringIncidentResponse = z.object({ incident: monitoringIncident });

// --- the alert emails ----------------------------------------------------------------------

export type MonitoringAlertKind = 'down' | 'recovered' | 'degraded' | 'reminder' | 'certificate';

export interface MonitoringAlertFacts {
  kind: MonitoringAlertKind;
  url: string;
  clientName: string;
  cause?: CheckCause | null;
  /** down or slow since (ISO) */
  since?: string;
  durationSeconds?: number;
  /** the certificate's expiry (ISO) and the days left */
  expiresAt?: string;
  daysLeft?: number;
  /** a link to the site in the admin area */
  adminLink: string;
}

/** "2 h 5 min", "45 s" */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  return [d ? `${d} d` : '', h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

const alertSignature = `\n\n${agency.name} monitoring`;

/** The subject and text of one alert; the same words go to the owner and to the site's contacts. */
function monitoringAlertText(f: MonitoringAlertFacts): { subject: string; text: string } {
  const cause = f.cause ? checkCauseLabels[f.cause] : undefined;
  switch (f.kind) {
    case 'down':
      return {
        subject: `Down: ${f.url}`,
        text: `${f.url} (${f.clientName}) is down since ${f.since}.\nCause: ${cause ?? 'unknown'}.\nIt failed ${monitoringRules.downAfterFailures} checks in a row. You will hear when it is back.\n\n${f.adminLink}${alertSignature}`,
      };
    case 'reminder':
      return {
        subject: `Still down: ${f.url}`,
        text: `${f.url} (${f.clientName}) is still down, for ${formatDuration(f.durationSeconds ?? 0)} now (since ${f.since}).\nCause: ${cause ?? 'unknown'}.\n\n${f.adminLink}${alertSignature}`,
      };
    case 'recovered':
      return {
        subject: `Recovered: ${f.url}`,
        text: `${f.url} (${f.clientName}) is back up after ${formatDuration(f.durationSeconds ?? 0)}.\n\n${f.adminLink}${alertSignature}`,
      };
    case 'degraded':
      return {
        subject: `Slow: ${f.url}`,
        text: `${f.url} (${f.clientName}) answered slower than its threshold ${monitoringRules.degradedAfterSlow} times in a row (since ${f.since}).\n\n${f.adminLink}${alertSignature}`,
      };
    case 'certificate':
      return {
        subject: `Certificate expires in ${f.daysLeft} days: ${f.url}`,
        text: `The TLS certificate of ${f.url} (${f.clientName}) expires on ${f.expiresAt}, in ${f.daysLeft} days. Renew it before then, or visitors will see a security warning.\n\n${f.adminLink}${alertSignature}`,
      };
  }
}

/** The owner's copy and one per contact (the outbox resolves the owner's address when it sends). */
export function monitoringAlertMessages(facts: MonitoringAlertFacts, contacts: readonly string[]): MailMessage[] {
  const { subject, text } = monitoringAlertText(facts);
  const template = `monitoring.${facts.kind}`;
  return [
    { template: `${template}.owner`, audience: 'owner', subject, text },
    ...contacts.map((to): MailMessage => ({ template: `${template}.contact`, audience: 'visitor', to, subject, text })),
  ];
}

/** One round of checks for a platform's cron (POST with `Authorization: Bearer <MONITOR_TICK_TOKEN>`). */
export const monitorTickResponse = z.object({ checked: z.number().int().min(0) });

/** A refused site form, by field (`url`, `maintenanceWindows.0.end`...): the form shows each beside its field. */
export function siteFieldErrors(error: z.ZodError, prefix: readonly PropertyKey[] = ['site']): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.slice(0, prefix.length).every((p, i) => p === prefix[i]) ? issue.path.slice(prefix.length) : issue.path;
    const key = path.map(String).join('.') || 'site';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
