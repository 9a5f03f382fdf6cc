/**
 * Monitoring's sample data (issue 33): three client sites (one up, one down with an open
 * incident, one slow), a site's detail and an incident timeline, for the mocks and the stories.
 */
import type { AdminMonitoringSiteResponse, MonitoredSite, MonitoringIncident } from '../monitoring';
import { sampleNow } from './clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (offsetMs: number) => new Date(sampleNow + offsetMs).toISOString();

const base = {
  contactEmails: [] as string[],
  intervalSeconds: 60,
  expectedStatus: [[200, 399]] as [number, number][],
  keyword: null,
  slowThresholdMs: 3000,
  certWarningDays: [21, 14, 7],
  maintenanceWindows: [],
  paused: false,
  statusPage: false,
  statusSlug: null,
  lastCheckedAt: iso(-20_000),
  nextCheckAt: iso(40_000),
};

export const sampleMonitoredSites: readonly MonitoredSite[] = [
  {
    ...base,
    id: 1,
    url: 'https://www.pecanstreetbakery.com/',
    clientName: 'Pecan Street Bakery',
    hostingPlanId: 'professional',
    contactEmails: ['owner@pecanstreetbakery.com'],
    keyword: 'Pecan Street',
    statusPage: true,
    statusSlug: 'pecan-street-bakery',
    maintenanceWindows: [{ kind: 'weekly', day: 0, start: '02:00', minutes: 60 }],
    status: 'up',
    uptime24h: 100,
  },
  { ...base, id: 2, url: 'https://hillcountryplumbing.example/', clientName: 'Hill Country Plumbing', hostingPlanId: 'starter', status: 'down', uptime24h: 97.36 },
  { ...base, id: 3, url: 'https://www.gulfcoastdental.example/', clientName: 'Gulf Coast Dental', hostingPlanId: 'business', status: 'degraded', uptime24h: 100 },
];

export const sampleMonitoringIncident: MonitoringIncident = {
  id: 7,
  kind: 'down',
  title: 'https://hillcountryplumbing.example/ is down',
  cause: 'http_status',
  openedAt: iso(-38 * 60_000),
  resolvedAt: null,
  durationSeconds: 38 * 60,
  postmortem: null,
  updates: [
    { at: iso(-38 * 60_000), kind: 'detected', message: 'Detected: 3 failed checks in a row.' },
    { at: iso(-38 * 60_000), kind: 'cause', message: 'Cause: http_status.' },
    { at: iso(-20 * 60_000), kind: 'note', message: 'The host is restarting the database server.' },
  ],
};

const resolvedIncident: MonitoringIncident = {
  id: 3,
  kind: 'down',
  title: 'https://hillcountryplumbing.example/ is down',
  cause: 'timeout',
  openedAt: iso(-6 * DAY),
  resolvedAt: iso(-6 * DAY + 12 * 60_000),
  durationSeconds: 12 * 60,
  postmortem: 'A plugin update filled the disk; the disk alert now fires at 80%.',
  updates: [
    { at: iso(-6 * DAY), kind: 'detected', message: 'Detected: 3 failed checks in a row.' },
    { at: iso(-6 * DAY), kind: 'cause', message: 'Cause: timeout.' },
    { at: iso(-6 * DAY + 12 * 60_000), kind: 'resolved', message: 'Resolved after 720 s: 2 good checks in a row.' },
  ],
};

/** A site's page: the down one by default, with figures made from a fixed pattern (no randomness). */
export function sampleMonitoringSiteDetail(id = 2): AdminMonitoringSiteResponse | undefined {
  const site = sampleMonitoredSites.find((s) => s.id === id);
  if (!site) return undefined;
  const down = site.status === 'down';
  const wave = (i: number) => 180 + ((i * 37) % 60);
  return {
    site,
    uptime: down ? { h24: 97.36, d7: 99.62, d30: 99.91, d90: 99.95 } : { h24: 100, d7: 100, d30: 99.99, d90: 99.98 },
    hourly: Array.from({ length: 48 }, (_, i) => ({
      at: new Date(Math.floor(sampleNow / HOUR) * HOUR - (47 - i) * HOUR).toISOString(),
      checks: 60,
      failures: down && i === 47 ? 38 : 0,
      p50Ms: wave(i),
      p95Ms: wave(i) * 2,
    })),
    daily: Array.from({ length: 90 }, (_, i) => ({
      at: new Date(Math.floor(sampleNow / DAY) * DAY - (89 - i) * DAY).toISOString(),
      checks: 1440,
      failures: down && (i === 83 || i === 89) ? (i === 89 ? 38 : 12) : 0,
      p50Ms: wave(i),
      p95Ms: wave(i) * 2,
    })),
    recentChecks: Array.from({ length: 10 }, (_, i) => ({
      at: iso(-i * 60_000 - 20_000),
      ok: !down,
      cause: down ? ('http_status' as const) : null,
      statusCode: down ? 503 : 200,
      totalMs: down ? 95 : wave(i),
      ttfbMs: down ? 90 : wave(i) - 40,
    })),
    certificate: { issuer: "Let's Encrypt", expiresAt: iso(47 * DAY), daysLeft: 47 },
    incidents: down ? [sampleMonitoringIncident, resolvedIncident] : [],
  };
}
