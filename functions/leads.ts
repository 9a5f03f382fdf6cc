/**
 * Where each lead (a row of `submissions`) stands: new, contacted, won or lost, with the history
 * of changes (migration 014). A change applies only to the version the admin saw, so of two
 * admins changing one lead at the same moment one succeeds and the other is told (409), whatever
 * the database: the conditional update re-reads the row after the first one's commit.
 */
import type { LeadState, LeadStatus } from '../domain';
import type { Database, Queryable } from './db/index';

interface ChangeRow {
  submission_id: number;
  status: LeadStatus;
  note: string | null;
  changed_by_email: string;
  changed_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The changes of these submissions, newest first, by submission id. */
export async function leadHistories(db: Queryable, submissionIds: readonly number[]): Promise<Map<number, LeadState['history']>> {
  const histories = new Map<number, LeadState['history']>();
  if (submissionIds.length === 0) return histories;
  const rows = await db.query<ChangeRow>(
    `select submission_id, status, note, changed_by_email, changed_at
     from lead_status_changes
     where submission_id = any($1::int[])
     order by changed_at desc, version desc`,
    [submissionIds],
  );
  for (const r of rows) {
    const list = histories.get(r.submission_id) ?? [];
    list.push({ status: r.status, note: r.note, changedBy: r.changed_by_email, changedAt: iso(r.changed_at) });
    histories.set(r.submission_id, list);
  }
  return histories;
}

/** The lead as it stands, or null if no submission has that reference. */
async function leadState(db: Queryable, reference: string): Promise<LeadState | null> {
  const [row] = await db.query<{ id: number; status: LeadStatus; status_version: number }>(
    'select id, status, status_version from submissions where reference = $1',
    [reference],
  );
  if (!row) return null;
  const history = (await leadHistories(db, [row.id])).get(row.id) ?? [];
  return { reference, status: row.status, version: row.status_version, history };
}

export type LeadChangeResult = { outcome: 'changed'; lead: LeadState } | { outcome: 'stale'; lead: LeadState } | { outcome: 'missing' };

/**
 * Sets the status (and a note) if the lead is still at `version`; the history row is written in
 * the same transaction, so the status and its history never disagree.
 */
export async function changeLeadStatus(
  db: Database,
  change: { reference: string; status: LeadStatus; note?: string | undefined; version: number; admin: { id: number; email: string }; at: Date },
): Promise<LeadChangeResult> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; status_version: number }>(
      `update submissions set status = $2, status_version = status_version + 1
       where reference = $1 and status_version = $3
       returning id, status_version`,
      [change.reference, change.status, change.version],
    );
    if (!row) return false;
    await tx.query(
      `insert into lead_status_changes (submission_id, version, status, note, changed_by, changed_by_email, changed_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [row.id, row.status_version, change.status, change.note || null, change.admin.id, change.admin.email, change.at],
    );
    return true;
  });
  const lead = await leadState(db, change.reference);
  if (!lead) return { outcome: 'missing' };
  return changed ? { outcome: 'changed', lead } : { outcome: 'stale', lead };
}
