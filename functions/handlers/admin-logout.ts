import { messages } from '../../domain';
import { bearerToken, revokeSession } from '../auth/sessions';
import { HttpError, json, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

/** Revokes the bearer token's session; saying it twice is fine. */
export function createAdminLogoutHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-logout', async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, messages.unauthorized, { 'WWW-Authenticate': 'Bearer' });
    await revokeSession(deps.db, token, now());
    return json({ ok: true });
  });
}
