import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { adminLoginSecondFactorRequest, messages } from '../../domain';
import {
  completePendingSignIn,
  countPendingTry,
  requireRelyingParty,
  secondFactorLimits,
  useRecoveryCode,
  usePasskey,
  useTotpCode,
} from '../auth/second-factor';
import { createSession } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { countAttempt, rateLimited, rateLimits, retryAfterMs, uncountAttempt } from '../rate-limit';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * The second step of a sign-in: the pending token admin-login gave for the right password, and
 * a TOTP code, a recovery code or a passkey's answer. Each try is counted before it is checked,
 * twice over: against the pending sign-in (5 tries, `countPendingTry`) and against the admin
 * (10 wrong codes in 15 minutes over all their sign-ins, `rateLimits.secondFactorAccount`), so
 * neither tries sent at the same moment nor fresh sign-ins buy more guesses.
 */
export function createAdminLoginSecondFactorHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-login-second-factor', async (request, context) => {
    const body = await readJson(request, adminLoginSecondFactorRequest);
    const at = now();
    const client = clientKeyOf(deps, request, context);
    const event = { client, call: 'adminLoginSecondFactor', requestId: context?.requestId };
    const rp = body.method === 'passkey' ? requireRelyingParty(request, deps.env) : undefined;

    const pending = await countPendingTry(deps.db, body.pendingToken, at);
    if (!pending) {
      await audit({ ...event, type: 'second_factor.failed', detail: { method: body.method, reason: 'sign-in ended' } });
      throw new HttpError(401, messages.secondFactorEnded);
    }
    const accountKey = `second-factor-fail:admin:${pending.adminId}`;
    const limit = rateLimits.secondFactorAccount;
    const totals = await countAttempt(deps.db, [{ key: accountKey, limit }], at);
    if (totals.get(accountKey)! > limit.max) {
      await uncountAttempt(deps.db, [accountKey], at);
      await audit({ ...event, type: 'sign_in.throttled', adminId: pending.adminId, detail: { limit: 'second factor' } });
      const waitMs = await retryAfterMs(deps.db, accountKey, limit, at);
      throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
    }

    let ok = false;
    try {
      if (body.method === 'totp') ok = await useTotpCode(deps.db, pending.adminId, body.code, at);
      else if (body.method === 'recovery') ok = await useRecoveryCode(deps.db, pending.adminId, body.code, at);
      else if (pending.passkeyChallenge) {
        ok = await usePasskey(deps.db, pending.adminId, rp!, pending.passkeyChallenge, body.assertion as AuthenticationResponseJSON, at);
      }
    } catch (error) {
      await uncountAttempt(deps.db, [accountKey], at).catch(() => {});
      throw error;
    }
    if (!ok) {
      await audit({
        ...event,
        type: 'second_factor.failed',
        adminId: pending.adminId,
        detail: { method: body.method, triesLeft: Math.max(0, secondFactorLimits.triesPerSignIn - pending.tries) },
      });
      throw new HttpError(401, body.method === 'passkey' ? messages.secondFactorPasskeyFailed : messages.secondFactorWrong);
    }
    await uncountAttempt(deps.db, [accountKey], at);
    if (!(await completePendingSignIn(deps.db, body.pendingToken, at))) throw new HttpError(401, messages.secondFactorEnded);
    const [admin] = await deps.db.query<{ email: string; name: string }>('select email, name from admins where id = $1', [pending.adminId]);
    if (!admin) throw new HttpError(401, messages.secondFactorEnded);
    const session = await createSession(deps.db, pending.adminId, at, request.headers.get('user-agent'));
    await audit({ ...event, type: body.method === 'recovery' ? 'second_factor.recovery_used' : 'second_factor.used', adminId: pending.adminId, detail: { method: body.method } });
    await audit({ ...event, type: 'sign_in.succeeded', adminId: pending.adminId, detail: { secondFactor: body.method } });
    return json({ token: session.token, user: { email: admin.email, name: admin.name }, expiresAt: session.expiresAt.toISOString() });
  });
}
