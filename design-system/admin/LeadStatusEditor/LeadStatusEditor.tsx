import { useState } from 'react';
import { leadNoteMaxChars, leadStatuses, leadStatusLabels, type LeadState, type LeadStatus } from '../../../domain/api';
import { relativeTimeLabel } from '../../../domain/constants';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/Field';
import { Select } from '../../primitives/Select';
import * as styles from './LeadStatusEditor.css';
import { Form } from '../../primitives/Form';

export const leadStatusTone = { new: 'info', contacted: 'brand', won: 'positive', lost: 'neutral' } as const;

export interface LeadStatusEditorProps {
  lead: LeadState;
  /** the admin chose a status and wrote a note; the caller sends them with the lead's version */
  onSave: (change: { status: LeadStatus; note: string }) => void;
  saving?: boolean;
  /** the instant "5m ago" is counted from */
  now: number;
}

/** Moves a lead to a status with a note, and shows every change, newest first, with who made it. */
export function LeadStatusEditor({ lead, onSave, saving = false, now }: LeadStatusEditorProps) {
  const [status, setStatus] = useState<LeadStatus>(lead.status === 'new' ? 'contacted' : lead.status);
  const [note, setNote] = useState('');
  return (
    <div className={styles.root}>
      <Form
        className={styles.form}
        aria-label={`Status of ${lead.reference}`}
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ status, note: note.trim() });
        }}
      >
        <Select
          label="New status"
          value={status}
          onValueChange={(value) => setStatus(value as LeadStatus)}
          options={leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }))}
        />
        <TextArea label="Note (optional)" value={note} maxLength={leadNoteMaxChars} rows={2} onChange={(event) => setNote(event.currentTarget.value)} />
        <Button type="submit" size="small" loading={saving}>
          Save status
        </Button>
      </Form>
      <p className={styles.historyTitle}>History</p>
      {lead.history.length === 0 ? (
        <p className={styles.meta}>No change yet: new since it arrived.</p>
      ) : (
        <ol className={styles.history} aria-label={`Status history of ${lead.reference}, newest first`}>
          {lead.history.map((change) => (
            <li key={`${change.changedAt}-${change.status}-${change.changedBy}`} className={styles.change}>
              <span>
                <Badge tone={leadStatusTone[change.status]}>{leadStatusLabels[change.status]}</Badge>{' '}
                <span className={styles.meta}>
                  by {change.changedBy},{' '}
                  <time dateTime={change.changedAt} title={change.changedAt}>
                    {relativeTimeLabel(change.changedAt, now)}
                  </time>
                </span>
              </span>
              {change.note ? <p className={styles.note}>{change.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
