import { adminLoginRequest, messages } from '../../domain';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { clientIp, HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { clear, ensureBelow, hashIp, rateLimits, record } from '../rate-limit';
import { clockOf, type HandlerDeps } from './deps';

export const loginFailedMessage = messages.adminLoginFailed;

/**
 * Failures are counted per IP and per account (at most 10 in any 15 minutes, then 429 with
 * Retry-After; see rate-limit.ts); an unknown email costs the same time as a wrong password, so
 * timing does not tell which it was. Neither the address nor the email is stored in clear.
 */
export function createAdminLoginHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-login', async (request, context) => {
    const body = await readJson(request, adminLoginRequest);
    const at = now();
    const email = body.email.toLowerCase();
    const ipKey = `login-fail:ip:${hashIp(clientIp(request, context), deps.env.IP_HASH_SALT)}`;
    const accountKey = `login-fail:account:${hashIp(email, deps.env.IP_HASH_SALT)}`;
    await ensureBelow(deps.db, [ipKey, accountKey], rateLimits.loginFailures, at);

    const [admin] = await deps.db.query<{ id: number; email: string; name: string; password_hash: string }>(
      'select id, email, name, password_hash from admins where lower(email) = $1',
      [email],
    );
    const ok = admin ? await verifyPassword(body.password, admin.password_hash) : (await verifyPassword(body.password, await decoyHash()), false);
    if (!admin || !ok) {
      await record(deps.db, ipKey, rateLimits.loginFailures, at);
      await record(deps.db, accountKey, rateLimits.loginFailures, at);
      throw new HttpError(401, loginFailedMessage);
    }
    await clear(deps.db, accountKey);
    const session = await createSession(deps.db, admin.id, at);
    return json({ token: session.token, user: { email: admin.email, name: admin.name }, expiresAt: session.expiresAt.toISOString() });
  });
}
