import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { relativeTimeLabel } from '../../../../domain/constants';
import type { HealthHistoryDay, LiveFigures } from '../../../../domain/api';
import {
  BarChart,
  Button,
  Container,
  DashboardStats,
  Heading,
  LineChart,
  QueryState,
  StatusList,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
import { useAdminSession } from '../../../admin/AdminSession';
import { healthHistoryQuery } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';
import { groupDigits } from '../../../../domain/format';

const periods = [7, 30] as const;

/** When the history starts, to the minute, UTC ('Nov 25, 2026, 17:02 UTC'). */
const sinceText = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })} UTC`;

const shortDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function totals(days: readonly HealthHistoryDay[]) {
  const checks = days.reduce((n, d) => n + d.checks, 0);
  const failed = days.reduce((n, d) => n + d.failed, 0);
  const timed = days.filter((d) => d.averageResponseMs !== null);
  const average = timed.length === 0 ? null : Math.round(timed.reduce((n, d) => n + d.averageResponseMs! * d.checks, 0) / Math.max(1, timed.reduce((n, d) => n + d.checks, 0)));
  return { checks, failed, average };
}

const orNone = (value: number | null, unit: string, none = 'Not measured yet') => (value === null ? none : `${value} ${unit}`);

/** What this server process counted since it started (the same figures as GET /functions/v1/metrics). */
function liveStats(live: LiveFigures, now: number) {
  return [
    { id: 'requests', label: 'Requests answered', value: groupDigits(live.requests), hint: `Since the server started ${relativeTimeLabel(live.since, now)}` },
    { id: 'server-errors', label: 'Server errors', value: groupDigits(live.serverErrors) },
    { id: 'response', label: 'Average answer time', value: orNone(live.averageResponseMs, 'ms', 'No request yet') },
    { id: 'rate-limited', label: 'Refused by rate limits', value: groupDigits(live.rateLimited) },
    {
      id: 'outbox',
      label: 'Emails waiting',
      value: live.outboxQueued === null ? 'Unknown' : groupDigits(live.outboxQueued),
      hint: live.outboxFailed === null ? undefined : `${groupDigits(live.outboxFailed)} given up on, ${groupDigits(live.mailFailedAttempts)} failed tries`,
    },
    { id: 'query', label: 'Average database query', value: orNone(live.averageQueryMs, 'ms') },
    { id: 'lag', label: 'Event-loop delay (p99)', value: orNone(live.eventLoopLagMs, 'ms') },
    {
      id: 'backup',
      label: 'Last backup',
      value: live.lastBackup ? relativeTimeLabel(live.lastBackup.at, now) : 'None yet',
      hint: live.lastBackup ? `${live.lastBackup.file}, ${groupDigits(Math.round(live.lastBackup.bytes / 1024))} KB` : 'npm run db:backup, or the nightly backup',
    },
  ];
}

/** /admin/stability: the health checks the server recorded, per day, as charts and lists. */
export function AdminStabilityPage() {
  const { token } = useAdminSession();
  const [days, setDays] = useState<(typeof periods)[number]>(30);
  const history = useQuery({ ...healthHistoryQuery(token, days), placeholderData: keepPreviousData });
  const now = Date.now();
  const labelEvery = days > 10 ? 5 : 1;

  return (
    <>
      <AdminPageHeader path="/admin/stability" />
      <Container className={styles.body}>
        <div className={styles.section}>
          <div className={styles.sectionHead}>
            <p className={styles.muted}>Checks the server records about itself: every 5 minutes, and whenever the dashboard asks. Days are UTC.</p>
            <div className={styles.segmented} role="group" aria-label="Period">
              {periods.map((p) => (
                <Button key={p} size="small" tone={p === days ? 'primary' : 'secondary'} aria-pressed={p === days} onClick={() => setDays(p)}>
                  {p} days
                </Button>
              ))}
            </div>
          </div>
          <QueryState query={history} loading="Loading the health history" error="The health history could not be loaded." errorDetail={loadMessages.itRetries}>
            {(data) => {
              const sum = totals(data.days);
              const labels = data.days.map((d) => shortDate(d.date));
              return (
                <>
                  <DashboardStats
                    label="Stability figures"
                    busy={history.isPlaceholderData}
                    stats={[
                      { id: 'uptime', label: `Uptime, ${days} days`, value: sum.checks === 0 ? 'No checks' : data.uptime },
                      {
                        id: 'checks',
                        label: 'Checks recorded',
                        value: groupDigits(sum.checks),
                        hint: data.since ? `Recording since ${sinceText(data.since)}` : 'No check recorded yet',
                      },
                      { id: 'failed', label: 'Failed checks', value: groupDigits(sum.failed) },
                      { id: 'average', label: 'Average check time', value: sum.average === null ? 'No checks' : `${sum.average} ms` },
                    ]}
                  />
                  <section className={styles.section} aria-labelledby="live-title">
                    <Heading level={2} size="large" id="live-title">
                      This server now
                    </Heading>
                    <DashboardStats label="Live figures" busy={history.isPlaceholderData} stats={liveStats(data.live, now)} />
                  </section>
                  <div className={styles.chartGrid}>
                    <LineChart
                      title="Uptime per day"
                      description="Share of successful health checks each day."
                      labels={labels}
                      labelEvery={labelEvery}
                      series={[{ name: 'Uptime', values: data.days.map((d) => d.uptimePercent), colour: 'positive' }]}
                      formatValue={(v) => `${Number.isInteger(v) ? v : v.toFixed(2)}%`}
                      max={100}
                      filled
                    />
                    <BarChart
                      title="Failed checks per day"
                      description="Checks in which the database did not answer."
                      data={data.days.map((d) => ({ label: shortDate(d.date), value: d.failed }))}
                      valueName="Failed checks"
                      colour="critical"
                      labelEvery={labelEvery}
                      hideZeroValues
                      formatValue={(v) => (Number.isInteger(v) ? groupDigits(v) : '')}
                    />
                    <LineChart
                      title="Average check time per day"
                      description="How long the database took to answer, in milliseconds."
                      labels={labels}
                      labelEvery={labelEvery}
                      series={[{ name: 'Average time (ms)', values: data.days.map((d) => d.averageResponseMs), colour: 'info' }]}
                      formatValue={(v) => `${Math.round(v)} ms`}
                    />
                  </div>
                  <div className={styles.twoColumns}>
                    <section className={styles.section} aria-labelledby="failures-title">
                      <Heading level={2} size="large" id="failures-title">
                        Latest failures
                      </Heading>
                      {data.failures.length === 0 ? (
                        <p className={styles.muted}>No failed check in the last {days} days.</p>
                      ) : (
                        <StatusList
                          label="Latest failures"
                          items={data.failures.map((f) => ({ id: f.checkedAt, name: relativeTimeLabel(f.checkedAt, now), status: 'error', detail: f.detail }))}
                        />
                      )}
                    </section>
                    <section className={styles.section} aria-labelledby="recent-title">
                      <Heading level={2} size="large" id="recent-title">
                        Latest checks
                      </Heading>
                      <Table caption="Latest health checks" hideCaption striped>
                        <TableHead>
                          <TableRow>
                            <TableHeaderCell>When</TableHeaderCell>
                            <TableHeaderCell>Result</TableHeaderCell>
                            <TableHeaderCell align="end">Time</TableHeaderCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {data.recent.slice(0, 10).map((c) => (
                            <TableRow key={c.checkedAt}>
                              <TableCell>
                                <time dateTime={c.checkedAt}>{relativeTimeLabel(c.checkedAt, now)}</time>
                              </TableCell>
                              <TableCell>{c.ok ? 'Passed' : 'Failed'}</TableCell>
                              <TableCell align="end" numeric>
                                {c.responseMs} ms
                              </TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </section>
                  </div>
                </>
              );
            }}
          </QueryState>
        </div>
      </Container>
    </>
  );
}
