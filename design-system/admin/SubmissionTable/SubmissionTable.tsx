import { clsx } from 'clsx';
import { useState } from 'react';
import { Download } from 'lucide-react';
import { leadStatuses, leadStatusLabels, type LeadStatus, type SubmissionKind, type SubmissionRow } from '../../../domain/api';
import { relativeTimeLabel } from '../../../domain/constants';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/Field';
import { LeadStatusEditor, leadStatusTone } from '../LeadStatusEditor';
import { Select } from '../../primitives/Select';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import * as styles from './SubmissionTable.css';

export const submissionKindLabels: Record<SubmissionKind, string> = {
  contact: 'Contact',
  booking: 'Booking',
  website_audit: 'Website audit',
  lead_magnet: 'Lead magnet',
};
/** The select's value for "every kind" (an empty value would read as nothing chosen). */
const allKinds = 'all';
const kindTone = { contact: 'brand', booking: 'positive', website_audit: 'info', lead_magnet: 'accent' } as const;

export interface SubmissionTableProps {
  submissions: readonly SubmissionRow[];
  /** how many match on the server (the list may be capped) */
  total: number;
  query: string;
  onQueryChange: (query: string) => void;
  /** '' for every kind */
  kind: SubmissionKind | '';
  onKindChange: (kind: SubmissionKind | '') => void;
  onExport: (rows: readonly SubmissionRow[]) => void;
  /** '' for every status */
  status: LeadStatus | '';
  onStatusFilterChange: (status: LeadStatus | '') => void;
  /** how many match the form and search in each status */
  statusCounts: Readonly<Record<LeadStatus, number>>;
  /** a lead moved to a status with a note; the caller sends it with `version`, the one this list showed */
  onLeadStatusChange: (change: { reference: string; status: LeadStatus; note: string; version: number }) => void;
  /** the reference whose change is on its way */
  savingLead?: string;
  /** the instant "5m ago" is counted from (passed in so a render is repeatable) */
  now: number;
  /** while a search is on its way */
  busy?: boolean;
  caption?: string;
  className?: string;
}

/** Leads and bookings from the site's forms, newest first, searchable, exportable. */
export function SubmissionTable({
  submissions,
  total,
  query,
  onQueryChange,
  kind,
  onKindChange,
  onExport,
  status,
  onStatusFilterChange,
  statusCounts,
  onLeadStatusChange,
  savingLead,
  now,
  busy = false,
  caption = 'Form submissions',
  className,
}: SubmissionTableProps) {
  // The editor (a select and a note) is rendered only for the leads an admin opened: a list of 200.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (reference: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(reference);
      else next.delete(reference);
      return next;
    });
  const allCount = leadStatuses.reduce((sum, s) => sum + statusCounts[s], 0);
  return (
    <div className={clsx(styles.root, className)}>
      <div role="group" aria-label="Show leads by status" className={styles.statusFilters}>
        <Button tone="secondary" size="small" aria-pressed={status === ''} onClick={() => onStatusFilterChange('')}>
          All ({allCount})
        </Button>
        {leadStatuses.map((s) => (
          <Button key={s} tone="secondary" size="small" aria-pressed={status === s} onClick={() => onStatusFilterChange(s)}>
            {leadStatusLabels[s]} ({statusCounts[s]})
          </Button>
        ))}
      </div>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label="Search submissions"
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          helperText="Name, email, message, reference…"
          autoComplete="off"
        />
        <Select
          className={styles.kind}
          label="Form"
          value={kind || allKinds}
          onValueChange={(value) => onKindChange(value === allKinds ? '' : (value as SubmissionKind))}
          options={[{ value: allKinds, label: 'All forms' }, ...Object.entries(submissionKindLabels).map(([value, label]) => ({ value, label }))]}
        />
        <Button className={styles.exportButton} tone="secondary" onClick={() => onExport(submissions)} disabled={submissions.length === 0}>
          <Download aria-hidden="true" focusable="false" />
          Export CSV
        </Button>
      </div>
      <p className={styles.count} aria-live="polite" aria-busy={busy || undefined}>
        {busy ? 'Searching…' : total > submissions.length ? `Showing the newest ${submissions.length} of ${total}` : `${total} submission${total === 1 ? '' : 's'}`}
      </p>
      <Table caption={caption} hideCaption striped>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Received</TableHeaderCell>
            <TableHeaderCell>Form</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>From</TableHeaderCell>
            <TableHeaderCell>Summary</TableHeaderCell>
            <TableHeaderCell>Reference</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {submissions.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} className={styles.empty}>
                {status && !query && !kind ? `No lead is ${leadStatusLabels[status].toLowerCase()}.` : query || kind || status ? 'No submission matches.' : 'No form has been sent yet.'}
              </TableCell>
            </TableRow>
          ) : (
            submissions.map((s) => (
              <TableRow key={s.reference}>
                <TableCell>
                  <time dateTime={s.createdAt} title={s.createdAt}>
                    {relativeTimeLabel(s.createdAt, now)}
                  </time>
                </TableCell>
                <TableCell>
                  <Badge tone={kindTone[s.kind]}>{submissionKindLabels[s.kind]}</Badge>
                </TableCell>
                <TableCell wrap className={styles.status}>
                  <Badge tone={leadStatusTone[s.status]}>{leadStatusLabels[s.status]}</Badge>
                  {s.history[0] ? (
                    <span className={styles.latest}>
                      by {s.history[0].changedBy},{' '}
                      <time dateTime={s.history[0].changedAt} title={s.history[0].changedAt}>
                        {relativeTimeLabel(s.history[0].changedAt, now)}
                      </time>
                      {s.history[0].note ? <span className={styles.latestNote}>{s.history[0].note}</span> : null}
                    </span>
                  ) : null}
                  <details className={styles.details} onToggle={(event) => toggle(s.reference, event.currentTarget.open)}>
                    <summary className={styles.detailsToggle}>
                      Change status<span className={styles.fieldLabel}> of {s.reference}</span>
                    </summary>
                    {open.has(s.reference) ? (
                      <LeadStatusEditor
                        key={s.version}
                        lead={s}
                        now={now}
                        saving={savingLead === s.reference}
                        onSave={(change) => onLeadStatusChange({ reference: s.reference, version: s.version, ...change })}
                      />
                    ) : null}
                  </details>
                </TableCell>
                <TableCell>
                  <span className={styles.from}>
                    <span>{s.name || '—'}</span>
                    <span className={styles.email}>{s.email}</span>
                  </span>
                </TableCell>
                <TableCell wrap className={styles.summary}>
                  {s.summary}
                  <details className={styles.details}>
                    <summary className={styles.detailsToggle}>
                      All fields<span className={styles.fieldLabel}> of {s.reference}</span>
                    </summary>
                    <dl className={styles.fields}>
                      {s.fields.map((f) => (
                        <div key={f.label} className={styles.fieldRow}>
                          <dt className={styles.fieldLabel}>{f.label}</dt>
                          <dd className={styles.fieldValue}>{f.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                </TableCell>
                <TableCell className={styles.reference}>{s.reference}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
