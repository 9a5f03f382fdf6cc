import { adminSubmissionsLimit, adminSubmissionsRequest, type SubmissionKind, type SubmissionRow } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

/** Field labels for what the forms send; a field not listed keeps its own name. */
const fieldLabels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  interest: 'Interested in',
  message: 'Message',
  plan: 'Plan',
  service: 'Service',
  date: 'Date',
  time: 'Time (Central)',
  phone: 'Phone',
  notes: 'Notes',
  url: 'Website',
};

const text = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

function oneLine(value: string, max = 160): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The one-line summary a list shows for each kind of form. */
function summaryOf(kind: SubmissionKind, p: Record<string, unknown>): string {
  switch (kind) {
    case 'contact':
      return oneLine([text(p.interest), text(p.message)].filter(Boolean).join(': '));
    case 'booking':
      return oneLine(`${text(p.service)} on ${text(p.date)} at ${text(p.time)} Central`);
    case 'lead_magnet':
      return 'Downloaded the website checklist';
    case 'website_audit':
      return oneLine(`Audit of ${text(p.url)}`);
  }
}

export function toSubmissionRow(kind: SubmissionKind, reference: string, createdAt: Date | string, payload: Record<string, unknown>): SubmissionRow {
  return {
    reference,
    kind,
    createdAt: new Date(createdAt).toISOString(),
    name: text(payload.name),
    email: text(payload.email),
    summary: summaryOf(kind, payload),
    fields: Object.entries(payload)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => ({ label: fieldLabels[key] ?? key, value: text(value) })),
  };
}

/** `%` and `_` typed by an admin are meant literally. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The forms' submissions, newest first, optionally of one kind and matching a search. */
export function createAdminSubmissionsHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-submissions', async (request) => {
    await requireAdmin(deps.db, request, now());
    const body = await readJson(request, adminSubmissionsRequest);
    const query = body.query ? likePattern(body.query) : null;
    const rows = await deps.db.query<{ kind: SubmissionKind; reference: string; created_at: Date | string; payload: Record<string, unknown> | string; total: number }>(
      `select kind, reference, created_at, payload, (count(*) over ())::int as total
       from submissions
       where ($1::text is null or kind = $1)
         and ($2::text is null or reference ilike $2
              or exists (select 1 from jsonb_each_text(payload) as field where field.value ilike $2))
       order by created_at desc, id desc
       limit $3`,
      [body.kind ?? null, query, body.limit ?? adminSubmissionsLimit],
    );
    const total = rows[0]?.total ?? 0;
    const submissions = rows.map((r) =>
      toSubmissionRow(r.kind, r.reference, r.created_at, typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload),
    );
    return json({ submissions, total });
  });
}
