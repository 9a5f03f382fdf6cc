import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Activity, Eraser, LogOut } from 'lucide-react';
import {
  leadStatusConflict,
  leadStatusLabels,
  type AdminMaintenanceResponse,
  type LeadState,
  type LeadStatus,
  type SubmissionKind,
  type SubmissionRow,
  type SystemHealthResponse,
  type AdminAssistantQuestionsResponse,
} from '../../../../domain/api';
import { overallStatus } from '../../../../domain/system-status';
import {
  Banner,
  Button,
  Card,
  Container,
  Heading,
  QueryState,
  submissionKindLabels,
  SubmissionTable,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
} from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
import { useAdminSession } from '../../../admin/AdminSession';
import { datedFileName, downloadCsv, toCsv } from '../../../admin/csv';
import { statusItems } from '../../../admin/figures';
import { useDebouncedValue } from '../../../admin/useDebouncedValue';
import { ApiError } from '../../../api/client';
import {
  adminQueryKeys,
  assistantQuestionsQuery,
  leadStatusMutation,
  maintenanceMutation,
  runHealthCheckMutation,
  submissionsQuery,
} from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

const submissionColumns = [
  { header: 'Received (UTC)', value: (s: SubmissionRow) => s.createdAt },
  { header: 'Form', value: (s: SubmissionRow) => submissionKindLabels[s.kind] },
  { header: 'Reference', value: (s: SubmissionRow) => s.reference },
  { header: 'Name', value: (s: SubmissionRow) => s.name },
  { header: 'Email', value: (s: SubmissionRow) => s.email },
  { header: 'Summary', value: (s: SubmissionRow) => s.summary },
  { header: 'Status', value: (s: SubmissionRow) => leadStatusLabels[s.status] },
  { header: 'Status note', value: (s: SubmissionRow) => s.history[0]?.note ?? '' },
  { header: 'All fields', value: (s: SubmissionRow) => s.fields.map((f) => `${f.label}: ${f.value}`).join('\n') },
];

function describeMaintenance(result: AdminMaintenanceResponse): string {
  const n = (count: number | undefined, one: string, many: string) => `${count ?? 0} ${(count ?? 0) === 1 ? one : many}`;
  if (result.action === 'revoke_other_sessions') return `Signed out of ${n(result.removed.sessions, 'other session', 'other sessions')}.`;
  return `Removed ${n(result.removed.sessions, 'ended session', 'ended sessions')}, ${n(result.removed.rateLimitWindows, 'spent rate-limit window', 'spent rate-limit windows')}, ${n(result.removed.healthChecks, 'old health check', 'old health checks')} and ${n(result.removed.portalLinks, 'expired billing link', 'expired billing links')}.`;
}

/** The check just run: the same headline as the dashboard's, from everything the check answered. */
function HealthCheckResult({ result }: { result: SystemHealthResponse }) {
  const overall = overallStatus(statusItems(result));
  const database = result.checks.find((c) => c.name === 'Database');
  return (
    <Banner tone={overall.status === 'healthy' ? 'positive' : overall.status === 'warning' ? 'caution' : 'critical'} title={overall.label}>
      {database ? `${database.detail}. ` : ''}
      {overall.detail ? `${overall.detail}. ` : ''}Uptime over 30 days: {result.uptime}.
    </Banner>
  );
}

/** What the last status change came to: saved, refused because someone else changed the lead first, or failed. */
function LeadChangeResult({ result }: { result: { saved: LeadState } | { conflict: LeadState } | { failed: string } }) {
  if ('saved' in result) {
    return <Banner tone="positive" title={`${result.saved.reference} is now ${leadStatusLabels[result.saved.status]}.`} />;
  }
  if ('conflict' in result) {
    const latest = result.conflict.history[0];
    return (
      <Banner tone="caution" title={`${result.conflict.reference} was changed by someone else: your change was not saved.`}>
        It is now {leadStatusLabels[result.conflict.status]}
        {latest ? ` (set by ${latest.changedBy}${latest.note ? `: “${latest.note}”` : ''})` : ''}. The list shows its current status; change it again if you still
        want to.
      </Banner>
    );
  }
  return <Banner tone="critical" title="The status could not be saved.">{result.failed}</Banner>;
}

/** /admin/tools: leads and bookings from the site's forms, and a few honest maintenance tasks. */
const askedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** What visitors asked the assistant that no page answers: what to add to the site next. */
function UnansweredQuestions({ answer }: { answer: AdminAssistantQuestionsResponse }) {
  if (answer.questions.length === 0) {
    return <Text tone="muted">Nothing so far: the pages have answered every question of the last {answer.keptDays} days.</Text>;
  }
  return (
    <Table caption={`Questions the assistant could not answer from the pages, most asked first (last ${answer.keptDays} days)`} hideCaption striped>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Question</TableHeaderCell>
          <TableHeaderCell align="end">Times asked</TableHeaderCell>
          <TableHeaderCell>Last asked (UTC)</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {answer.questions.map((q) => (
          <TableRow key={q.question}>
            <TableCell wrap>{q.question}</TableCell>
            <TableCell align="end" numeric>
              {q.count}
            </TableCell>
            <TableCell>
              <time dateTime={q.lastAskedAt}>{askedAt.format(new Date(q.lastAskedAt))}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function AdminToolsPage() {
  const { token } = useAdminSession();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<SubmissionKind | ''>('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const searched = useDebouncedValue(query, 300);
  const submissions = useQuery({
    ...submissionsQuery(token, { kind: kind || undefined, status: status || undefined, query: searched }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const leadChange = useMutation({
    ...leadStatusMutation(token),
    // Counts, filters and the other lists move with a change, and with a refused one (someone else's change).
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.all, 'submissions'] }),
  });
  const conflict = leadChange.error instanceof ApiError && leadChange.error.status === 409 ? leadStatusConflict.safeParse(leadChange.error.body) : null;
  const assistantQuestions = useQuery(assistantQuestionsQuery(token));
  const healthCheck = useMutation(runHealthCheckMutation(token));
  const maintenance = useMutation(maintenanceMutation(token));

  return (
    <>
      <AdminPageHeader path="/admin/tools" />
      <Container className={styles.body}>
        <div className={styles.section}>
          <section className={styles.section} aria-labelledby="submissions-title">
            <Heading level={2} size="large" id="submissions-title">
              Leads and bookings
            </Heading>
            <Text tone="muted">
              Everything sent through the contact, booking, website audit and checklist forms, newest first. Each lead is new until someone marks it contacted, won or
              lost.
            </Text>
            <div aria-live="polite">
              {leadChange.isSuccess ? (
                <LeadChangeResult result={{ saved: leadChange.data.lead }} />
              ) : conflict?.success ? (
                <LeadChangeResult result={{ conflict: conflict.data.current }} />
              ) : leadChange.isError ? (
                <LeadChangeResult
                  result={{ failed: leadChange.error instanceof ApiError && leadChange.error.kind === 'http' ? leadChange.error.message : 'The server did not answer. Try again in a moment.' }}
                />
              ) : null}
            </div>
            <QueryState query={submissions} loading="Loading submissions" error="The submissions could not be loaded." errorDetail={loadMessages.theyRetry}>
              {(data) => (
                <SubmissionTable
                  submissions={data.submissions}
                  total={data.total}
                  query={query}
                  onQueryChange={setQuery}
                  kind={kind}
                  onKindChange={setKind}
                  status={status}
                  onStatusFilterChange={setStatus}
                  statusCounts={data.statusCounts}
                  onLeadStatusChange={(change) => leadChange.mutate({ ...change, note: change.note || undefined })}
                  savingLead={leadChange.isPending ? leadChange.variables.reference : undefined}
                  busy={submissions.isFetching && (query !== searched || submissions.isPlaceholderData)}
                  now={Date.now()}
                  onExport={(rows) => downloadCsv(datedFileName('submissions'), toCsv(rows, submissionColumns))}
                />
              )}
            </QueryState>
          </section>

          <section className={styles.section} aria-labelledby="assistant-questions-title">
            <Heading level={2} size="large" id="assistant-questions-title">
              What the assistant could not answer
            </Heading>
            <Text tone="muted">
              Questions visitors asked that no page answers, with how often: what to add to the site next. Only the words are kept (email addresses and phone
              numbers masked), for {assistantQuestions.data?.keptDays ?? 90} days.
            </Text>
            <QueryState
              query={assistantQuestions}
              loading="Loading the assistant's questions"
              error="The assistant's questions could not be loaded."
              errorDetail={loadMessages.theyRetry}
            >
              {(data) => <UnansweredQuestions answer={data} />}
            </QueryState>
          </section>

          <Heading level={2} size="large">
            Maintenance
          </Heading>
          <div className={styles.toolGrid}>
            <Card header={<Heading level={3} size="standard">Run a health check now</Heading>}>
              <div className={styles.section}>
                <Text tone="muted" size="small">
                  Checks the database, records the result in the uptime history and refreshes the dashboard.
                </Text>
                <Button onClick={() => healthCheck.mutate()} loading={healthCheck.isPending}>
                  <Activity aria-hidden="true" focusable="false" />
                  Run health check
                </Button>
                <div aria-live="polite">
                  {healthCheck.data ? (
                    <HealthCheckResult result={healthCheck.data} />
                  ) : healthCheck.isError ? (
                    <Banner tone="critical" title="The health check could not be run." />
                  ) : null}
                </div>
              </div>
            </Card>
            <Card header={<Heading level={3} size="standard">Sign out other sessions</Heading>}>
              <div className={styles.section}>
                <Text tone="muted" size="small">
                  Ends every session of your account except this one: use it after signing in on a shared computer.
                </Text>
                <Button tone="secondary" onClick={() => maintenance.mutate('revoke_other_sessions')} loading={maintenance.isPending && maintenance.variables === 'revoke_other_sessions'}>
                  <LogOut aria-hidden="true" focusable="false" />
                  Sign out everywhere else
                </Button>
              </div>
            </Card>
            <Card header={<Heading level={3} size="standard">Clear expired data</Heading>}>
              <div className={styles.section}>
                <Text tone="muted" size="small">
                  Deletes ended sessions, spent sign-in and form rate-limit counters, health checks older than 90 days, and emailed billing links past their hour.
                </Text>
                <Button tone="secondary" onClick={() => maintenance.mutate('purge_expired')} loading={maintenance.isPending && maintenance.variables === 'purge_expired'}>
                  <Eraser aria-hidden="true" focusable="false" />
                  Clear expired data
                </Button>
              </div>
            </Card>
          </div>
          <div aria-live="polite">
            {maintenance.data ? <Banner tone="positive">{describeMaintenance(maintenance.data)}</Banner> : null}
            {maintenance.isError ? <Banner tone="critical" title="That task could not be run. Please try again." /> : null}
          </div>
        </div>
      </Container>
    </>
  );
}
