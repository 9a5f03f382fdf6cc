import { adminSubmissionsRequest, leadStatuses, type LeadState, type LeadStatus, type SubmissionRow } from '../../domain/api';
import { adminSubmissionsLimit } from '../../domain/constants';
import { filterSubmissions, sampleSubmissions } from '../../domain/samples/admin';
import { adminOnly, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

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
