import { adminSecurityEventsRequest, securityEventTypes, type AdminSecurityEventsResponse, type SecurityEventType } from '../../domain';
import { purgeSecurityEvents } from '../audit';
import { requireAdmin } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

const DAY = 86_400_000;
const short = (hash: string | null) => (hash === null ? null : hash.slice(0, 8));

/**
 * The security event log for the admin area: newest first, filtered by type and by the start of
 * the client's address hash, with the last day's counts (a counted refusal row counts its count).
 * Reading it also purges events past their 90 days.
 */
export function createAdminSecurityEventsHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-security-events', async (request) => {
    const at = now();
    await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminSecurityEventsRequest);
    await purgeSecurityEvents(deps.db, at);
    const rows = await deps.db.query<{
      id: string | number;
      at: Date | string;
      type: SecurityEventType;
      client_hash: string | null;
      account_hash: string | null;
      admin_email: string | null;
      call: string | null;
      detail: Record<string, string | number | boolean | null> | string;
      count: number;
    }>(
      `select e.id, e.at, e.type, e.client_hash, e.account_hash, a.email as admin_email, e.call, e.detail, e.count
       from audit_events e left join admins a on a.id = e.admin_id
       where ($1::text is null or e.type = $1) and ($2::bigint is null or e.id < $2)
         and ($4::text is null or e.client_hash like $4 || '%')
       order by e.id desc limit $3`,
      [body.type ?? null, body.before ?? null, body.limit, body.client ?? null],
    );
    const counts = await deps.db.query<{ type: SecurityEventType; n: number }>(
      'select type, sum(count)::int as n from audit_events where at > $1 group by type',
      [new Date(at.getTime() - DAY)],
    );
    const answer: AdminSecurityEventsResponse = {
      events: rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
        type: row.type,
        client: short(row.client_hash),
        account: short(row.account_hash),
        admin: row.admin_email,
        call: row.call,
        detail: typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail,
        ...(Number(row.count) > 1 ? { count: Number(row.count) } : {}),
      })),
      lastDay: Object.fromEntries(securityEventTypes.map((type) => [type, counts.find((c) => c.type === type)?.n ?? 0])),
    };
    return json(answer);
  });
}
