import { addOnNames, adminSubmissionsLimit, adminSubmissionsRequest, leadStatuses, type LeadState, type LeadStatus, type SubmissionKind, type SubmissionRow } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { leadHistories } from '../leads';
import { clockOf, type HandlerDeps } from './deps';

/** Field labels for what the forms send; a field not listed keeps its own name. */
const fieldLabels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  interest: 'Interested in',
  message: 'Message',
  plan: 'Plan',
  addOns: 'Add-ons',
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

function toSubmissionRow(
  kind: SubmissionKind,
  reference: string,
  createdAt: Date | string,
  payload: Record<string, unknown>,
  lead: Omit<LeadState, 'reference'>,
): SubmissionRow {
  return {
    reference,
    kind,
    createdAt: new Date(createdAt).toISOString(),
    name: text(payload.name),
    email: text(payload.email),
    summary: summaryOf(kind, payload),
    fields: Object.entries(payload)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => ({ label: fieldLabels[key] ?? key, value: key === 'addOns' ? addOnNames(text(value)) || text(value) : text(value) })),
    status: lead.status,
    version: lead.version,
    history: lead.history,
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
    const matching = `($1::text is null or kind = $1)
         and ($2::text is null or reference ilike $2
              or exists (select 1 from jsonb_each_text(payload) as field where field.value ilike $2))`;
    const rows = await deps.db.query<{
      id: number;
      kind: SubmissionKind;
      reference: string;
      created_at: Date | string;
      payload: Record<string, unknown> | string;
      status: LeadStatus;
      status_version: number;
      total: number;
    }>(
      `select id, kind, reference, created_at, payload, status, status_version, (count(*) over ())::int as total
       from submissions
       where ${matching} and ($4::text is null or status = $4)
       order by created_at desc, id desc
       limit $3`,
      [body.kind ?? null, query, body.limit ?? adminSubmissionsLimit, body.status ?? null],
    );
    const counted = await deps.db.query<{ status: LeadStatus; n: number }>(
      `select status, count(*)::int as n from submissions where ${matching} group by status`,
      [body.kind ?? null, query],
    );
    const statusCounts = Object.fromEntries(leadStatuses.map((s) => [s, counted.find((c) => c.status === s)?.n ?? 0])) as Record<LeadStatus, number>;
    const total = rows[0]?.total ?? 0;
    const histories = await leadHistories(
      deps.db,
      rows.map((r) => r.id),
    );
    const submissions = rows.map((r) =>
      toSubmissionRow(r.kind, r.reference, r.created_at, typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload, {
        status: r.status,
        version: r.status_version,
        history: histories.get(r.id) ?? [],
      }),
    );
    return json({ submissions, total, statusCounts });
  });
}
