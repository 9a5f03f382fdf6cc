import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { sampleHostingCustomers, sampleHostingMetrics, sampleSystemHealth, sampleSystemHealthDown } from '../../mocks/handlers';
import { sampleServers } from '../../domain/samples';
import { sampleDashboardRules } from '../../domain/samples';
import { dashboardFigures, statusItems, systemStatusLine, uptimeCoverage } from './figures';

const ok = <T,>(data: T) => ({ data, isError: false, isPending: false });
const failed = { data: undefined, isError: true, isPending: false };
const pending = { data: undefined, isError: false, isPending: true };

describe('dashboard figures', () => {
  it('live figures from the calls', () => {
    const figures = dashboardFigures(ok(sampleHostingMetrics([...sampleDashboardRules])), ok(sampleSystemHealth), ok(sampleHostingCustomers));
    expect(figures).toEqual({
      totalServers: { value: '6', source: 'live' },
      activeCustomers: { value: '5', source: 'live' },
      uptime: { value: '99.98%', source: 'live' },
      monthlyRevenue: { value: '$436', source: 'live' },
    });
  });

  it('no number when the calls fail: never the spec fallbacks 24, 156, 99.98%, $24,580, which were never measured', () => {
    const figures = dashboardFigures(failed, failed, failed);
    expect(Object.values(figures).map((f) => [f.value, f.source])).toEqual([
      ['Unavailable', 'fallback'],
      ['Unavailable', 'fallback'],
      ['Unavailable', 'fallback'],
      ['Unavailable', 'fallback'],
    ]);
  });

  it('the uptime says since when it counts: minutes on a new server, not "30 days"', () => {
    expect(uptimeCoverage({ ...sampleSystemHealth, uptimeSince: '2026-11-25T17:02:09.000Z' })).toBe('Recorded checks since Nov 25, 17:02 UTC');
    expect(uptimeCoverage({ ...sampleSystemHealth, uptimeSince: undefined })).toBe('Recorded checks, 30 days');
  });

  it('neither a number nor a fallback while loading', () => {
    expect(dashboardFigures(pending, pending, pending).totalServers).toEqual({ value: '…', source: 'loading' });
  });

  it('the status line is computed from the checks, metrics and alerts shown, not taken from the server', () => {
    const quiet = {
      ...sampleSystemHealth,
      status: 'error' as const,
      checks: sampleSystemHealth.checks.map((c) => ({ ...c, status: 'healthy' as const })),
      metrics: sampleSystemHealth.metrics.map((m) => ({ ...m, status: 'healthy' as const })),
      alerts: [{ type: 'success' as const, message: 'Nothing to report', time: 'Now', action: 'None needed' }],
    };
    // operational, and it says that no client site is watched yet
    expect(systemStatusLine(ok(quiet))).toEqual({ status: 'healthy', label: messages.allSystemsOperational, detail: messages.noSitesMonitored });
    // one warning among the checks
    const warning = { ...quiet, checks: quiet.checks.map((c) => (c.name === 'Database' ? { ...c, status: 'warning' as const, detail: 'Answered in 812 ms' } : c)) };
    expect(systemStatusLine(ok(warning))).toEqual({ status: 'warning', label: messages.systemsDegraded, detail: 'Database: Answered in 812 ms' });
    const down = systemStatusLine(ok(sampleSystemHealthDown));
    expect(down).toMatchObject({ status: 'error', label: messages.systemsDown });
    expect(down.detail).toMatch(/^Database: Database unreachable/);
    expect(systemStatusLine(failed).status).toBe('unknown');
    expect(systemStatusLine(pending).label).toBe('Checking systems…');
  });

  it('the sample servers never set the status: two of the six seeded stopped or in error, and the line is still operational (issue 33)', () => {
    expect(sampleServers.filter((s) => s.status !== 'running').length).toBeGreaterThan(0);
    expect(systemStatusLine(ok(sampleSystemHealth))).toEqual({ status: 'healthy', label: messages.allSystemsOperational, detail: messages.noSitesMonitored });
    // nothing the status is made of names a sample server or counts them
    const items = statusItems(sampleSystemHealth);
    for (const server of sampleServers) expect(JSON.stringify(items)).not.toContain(server.name);
    expect(items.map((i) => i.name)).not.toContain('Servers running');
  });
});
