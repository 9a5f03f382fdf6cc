import { adminSubmissionsRequest, leadStatuses, type LeadState, type LeadStatus, type SubmissionRow } from '../../domain/api';
import { adminSubmissionsLimit } from '../../domain/constants';
import { sampleNow } from '../../domain/sample-data';
import { adminOnly, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

const at = (minutesAgo: number) => new Date(sampleNow - minutesAgo * 60_000).toISOString();

/** Form submissions as the function lists them, newest first. */
export const sampleSubmissions: SubmissionRow[] = [
  {
    reference: 'LS-7K3M9QXA',
    kind: 'booking',
    createdAt: at(12),
    name: 'James Whitfield',
    email: 'james@whitfieldlaw.com',
    summary: 'Discovery call on 2026-11-24 at 10:30 Central',
    fields: [
      { label: 'Service', value: 'Discovery call' },
      { label: 'Date', value: '2026-11-24' },
      { label: 'Time (Central)', value: '10:30' },
      { label: 'Name', value: 'James Whitfield' },
      { label: 'Email', value: 'james@whitfieldlaw.com' },
      { label: 'Phone', value: '(214) 555-0199' },
    ],
    status: 'new',
    version: 0,
    history: [],
  },
  {
    reference: 'LS-2H8D4RWB',
    kind: 'contact',
    createdAt: at(95),
    name: 'Maria Gonzalez',
    email: 'maria@hillcountrybakery.com',
    summary: 'Hosting: We need online ordering before the holidays, can you help?',
    fields: [
      { label: 'Name', value: 'Maria Gonzalez' },
      { label: 'Email', value: 'maria@hillcountrybakery.com' },
      { label: 'Company', value: 'Hill Country Bakery' },
      { label: 'Interested in', value: 'Hosting' },
      { label: 'Message', value: 'We need online ordering before the holidays, can you help?' },
    ],
    status: 'contacted',
    version: 1,
    history: [{ status: 'contacted', note: 'Called her back; sending a quote for online ordering on Friday.', changedBy: 'ana@lonestarwebstudio.com', changedAt: at(30) }],
  },
  {
    reference: 'LS-9P1V6ZTC',
    kind: 'website_audit',
    createdAt: at(60 * 5),
    name: '',
    email: 'travis@boonehvac.com',
    summary: 'Audit of https://boonehvac.com',
    fields: [
      { label: 'Website', value: 'https://boonehvac.com' },
      { label: 'Email', value: 'travis@boonehvac.com' },
    ],
    status: 'new',
    version: 0,
    history: [],
  },
  {
    reference: 'LS-4F5G7JKE',
    kind: 'lead_magnet',
    createdAt: at(60 * 26),
    name: 'Lena Novak',
    email: 'lena@novakdesignhouse.com',
    summary: 'Downloaded the website checklist',
    fields: [
      { label: 'Email', value: 'lena@novakdesignhouse.com' },
      { label: 'Name', value: 'Lena Novak' },
    ],
    status: 'lost',
    version: 2,
    history: [
      { status: 'lost', note: 'Chose a template builder for now.', changedBy: 'admin@example.com', changedAt: at(60 * 3) },
      { status: 'contacted', note: null, changedBy: 'ana@lonestarwebstudio.com', changedAt: at(60 * 20) },
    ],
  },
  {
    reference: 'LS-0QW3ERTY',
    kind: 'contact',
    createdAt: at(60 * 50),
    name: 'Priya Raman',
    email: 'priya@ramanpediatrics.com',
    summary: 'AI web design: A friendlier site for parents, with "book online" on every page',
    fields: [
      { label: 'Name', value: 'Priya Raman' },
      { label: 'Email', value: 'priya@ramanpediatrics.com' },
      { label: 'Interested in', value: 'AI web design' },
      { label: 'Message', value: 'A friendlier site for parents, with "book online" on every page' },
    ],
    status: 'won',
    version: 2,
    history: [
      { status: 'won', note: 'Signed the Growth plan.', changedBy: 'admin@example.com', changedAt: at(60 * 24) },
      { status: 'contacted', note: 'Discovery call booked.', changedBy: 'admin@example.com', changedAt: at(60 * 40) },
    ],
  },
];

/** The function's filter: kind, then a case-insensitive match on the reference or any field. */
export function filterSubmissions(rows: readonly SubmissionRow[], kind?: string, query?: string): SubmissionRow[] {
  const needle = query?.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!kind || row.kind === kind) &&
      (!needle || row.reference.toLowerCase().includes(needle) || row.fields.some((f) => f.value.toLowerCase().includes(needle))),
  );
}

/**
 * Where each sample lead stands, shared by this mock and adminLeadStatus's, so a change shows in
 * the list, its filter and its counts. `resetMockState` puts the samples back.
 */
export const leadStore = {
  leads: new Map<string, Omit<LeadState, 'reference'>>(),
  reset() {
    this.leads = new Map(sampleSubmissions.map((s) => [s.reference, { status: s.status, version: s.version, history: s.history }]));
  },
};
leadStore.reset();

const withStatus = (row: SubmissionRow): SubmissionRow => ({ ...row, ...(leadStore.leads.get(row.reference) ?? {}) });

const answerFrom = (rows: readonly SubmissionRow[]) =>
  mockCall(
    'adminSubmissions',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminSubmissionsRequest);
      if (!body.ok) return body.response;
      const matching = filterSubmissions(rows.map(withStatus), body.data.kind, body.data.query);
      const statusCounts = Object.fromEntries(leadStatuses.map((s) => [s, matching.filter((r) => r.status === s).length])) as Record<LeadStatus, number>;
      const shown = body.data.status ? matching.filter((r) => r.status === body.data.status) : matching;
      return respond('adminSubmissions', { submissions: shown.slice(0, body.data.limit ?? adminSubmissionsLimit), total: shown.length, statusCounts });
    }),
  );

const success = answerFrom(sampleSubmissions);

export const adminSubmissionsHandlers = {
  success,
  ...failureVariants('adminSubmissions'),
  unauthorized: unauthorizedVariant('adminSubmissions'),
  /** No form has been sent yet. */
  empty: answerFrom([]),
};
