import { adminVerifyRequest } from '../../domain';
import { touchSession } from '../auth/sessions';
import { json, readJson, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

/** `{ valid }` with 200 either way; a valid answer also refreshes the session's idle clock. */
export function createAdminVerifyHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-verify', async (request) => {
    const body = await readJson(request, adminVerifyRequest);
    const admin = await touchSession(deps.db, body.token, now());
    return json({ valid: admin !== null });
  });
}
