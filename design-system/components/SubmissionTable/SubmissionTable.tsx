import { Download } from 'lucide-react';
import type { SubmissionKind, SubmissionRow } from '../../../domain/api';
import { relativeTimeLabel } from '../../../domain/constants';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { TextField } from '../Field';
import { Select } from '../Select';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../Table';
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
  now,
  busy = false,
  caption = 'Form submissions',
  className,
}: SubmissionTableProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
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
            <TableHeaderCell>From</TableHeaderCell>
            <TableHeaderCell>Summary</TableHeaderCell>
            <TableHeaderCell>Reference</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {submissions.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className={styles.empty}>
                {query || kind ? 'No submission matches.' : 'No form has been sent yet.'}
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
