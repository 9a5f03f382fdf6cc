import { messages } from '../../domain';
import { bearerToken, revokeSession } from '../auth/sessions';
import { HttpError, json, withErrorHandling, type Handler } from '../http';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * Revokes the bearer token's session; saying it twice is fine. Ending a live session is a
 * security event (`session.ended`, action `sign_out`), so the log shows when a session stopped.
 */
export function createAdminLogoutHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-logout', async (request, context) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, messages.unauthorized, { 'WWW-Authenticate': 'Bearer' });
    const adminId = await revokeSession(deps.db, token, now());
    if (adminId !== null) {
      await audit({ type: 'session.ended', adminId, client: clientKeyOf(deps, request, context), call: 'adminLogout', requestId: context?.requestId, detail: { action: 'sign_out', sessions: 1 } });
    }
    return json({ ok: true });
  });
}
