import { adminMailOutboxRequest, type AdminMailOutboxResponse } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { outboxCounts, retryFailed, type OutboxRow } from '../mail/outbox';
import { ownerAddress } from '../mail/sender';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The mail outbox for the admin area: whether email is configured, counts, the latest messages, retry of a failed one. */
export function createAdminMailOutboxHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-mail-outbox', async (request, context) => {
    const at = now();
    const admin = await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminMailOutboxRequest);
    let retried: number | undefined;
    if (body.action === 'retry') {
      if (!(await retryFailed(deps.db, body.id, at))) throw new HttpError(409, `Message ${body.id} is not a failed message`);
      retried = body.id;
      await audit({ type: 'admin.action', adminId: admin.id, client: clientKeyOf(deps, request, context), call: 'adminMailOutbox', requestId: context?.requestId, detail: { action: 'retry', messageId: body.id } });
    }
    const status = body.action === 'list' ? body.status : undefined;
    const limit = body.action === 'list' ? body.limit : 50;
    const rows = await deps.db.query<OutboxRow>(
      `select * from mail_outbox where ($1::text is null or status = $1) order by created_at desc, id desc limit $2`,
      [status ?? null, limit],
    );
    const answer: AdminMailOutboxResponse = {
      configured: deps.env.SMTP_URL !== undefined,
      ownerAddressSet: ownerAddress(deps.env) !== undefined,
      counts: await outboxCounts(deps.db),
      messages: rows.map((r) => ({
        id: Number(r.id),
        reference: r.reference,
        template: r.template,
        audience: r.audience,
        to: r.to_address,
        subject: r.subject,
        status: r.status,
        attempts: r.attempts,
        lastError: r.last_error,
        createdAt: iso(r.created_at)!,
        nextAttemptAt: iso(r.next_attempt_at)!,
        sentAt: iso(r.sent_at),
      })),
      ...(retried === undefined ? {} : { retried }),
    };
    return json(answer);
  });
}
