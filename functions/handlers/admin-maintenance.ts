import { adminMaintenanceRequest } from '../../domain';
import { purgeOldHealthChecks } from '../admin/health-checks';
import { bearerToken, hashToken, requireAdmin, sessionLimits } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/** Spent rate-limit windows older than this go (the longest window is 15 minutes). */
const rateLimitKeepMs = 86_400_000;

/**
 * Two honest housekeeping tasks: purge what has ended (sessions, rate-limit windows, health
 * checks past the kept history), and sign the calling admin out everywhere else.
 */
export function createAdminMaintenanceHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-maintenance', async (request, context) => {
    const at = now();
    const admin = await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminMaintenanceRequest);
    if (body.action === 'revoke_other_sessions') {
      const rows = await deps.db.query<{ token_hash: string }>(
        `update admin_sessions set revoked_at = $3
         where admin_id = $1 and token_hash <> $2 and revoked_at is null and expires_at > $3
         returning token_hash`,
        [admin.id, hashToken(bearerToken(request)!), at],
      );
      await audit({ type: 'admin.action', adminId: admin.id, client: clientKeyOf(deps, request, context), call: 'adminMaintenance', requestId: context?.requestId, detail: { action: body.action, sessions: rows.length } });
      return json({ action: body.action, removed: { sessions: rows.length } });
    }
    const sessions = await deps.db.query<{ token_hash: string }>(
      `delete from admin_sessions where revoked_at is not null or expires_at <= $1 or last_seen_at <= $2 returning token_hash`,
      [at, new Date(at.getTime() - sessionLimits.idleMs)],
    );
    const windows = await deps.db.query<{ key: string }>('delete from rate_limits where window_start < $1 returning key', [
      new Date(at.getTime() - rateLimitKeepMs),
    ]);
    const healthChecks = await purgeOldHealthChecks(deps.db, at);
    // Emailed links to the billing portal past their hour open nothing (used or not).
    const portalLinks = await deps.db.query<{ token_hash: string }>('delete from portal_links where expires_at <= $1 returning token_hash', [at]);
    await audit({ type: 'admin.action', adminId: admin.id, client: clientKeyOf(deps, request, context), call: 'adminMaintenance', requestId: context?.requestId, detail: { action: body.action } });
    return json({ action: body.action, removed: { sessions: sessions.length, rateLimitWindows: windows.length, healthChecks, portalLinks: portalLinks.length } });
  });
}
