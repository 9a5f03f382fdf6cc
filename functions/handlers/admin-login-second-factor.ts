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
import { admitCodeTry, secondFactorTries } from '../auth/code-tries';
import { issueKnownDevice } from '../auth/known-device';
import { createSession } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { queueSecondFactorAlertMail } from '../mail/outbox';
import { countAttempt, rateLimited, rateLimits, uncountAttempt, type Attempt } from '../rate-limit';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * The second step of a sign-in: the pending token admin-login gave for the right password, and
 * a TOTP code, a recovery code or a passkey's answer. Each try is counted before it is checked
 * against the pending sign-in (5 tries, `countPendingTry`). A code (TOTP or recovery) is also
 * counted against the admin from this client (`rateLimits.secondFactorPair`) and the admin from
 * everywhere (`rateLimits.secondFactorAccount`; past it only a client without wrong codes of its
 * own may try), so fresh sign-ins buy no more guesses, yet an attacker holding the password
 * cannot lock the admin out from another client. A passkey's answer cannot be guessed: it is
 * never refused for wrong codes. The first wrong second factor of an episode emails the admin.
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
    // a passkey is never refused for wrong codes: nothing in its answer can be guessed
    const codeTries = body.method === 'passkey' ? [] : secondFactorTries(pending.adminId, client, deps.env.IP_HASH_SALT);
    const keys = codeTries.map((t) => t.key);
    if (codeTries.length > 0) {
      const refused = await admitCodeTry(deps.db, codeTries as [Attempt, Attempt], at);
      if (refused) {
        await audit({ ...event, type: 'sign_in.throttled', adminId: pending.adminId, detail: { limit: refused.limit } });
        throw rateLimited(Math.max(1, Math.ceil(refused.waitMs / 1000)));
      }
    }

    let ok = false;
    try {
      if (body.method === 'totp') ok = await useTotpCode(deps.db, pending.adminId, body.code, at);
      else if (body.method === 'recovery') ok = await useRecoveryCode(deps.db, pending.adminId, body.code, at);
      else if (pending.passkeyChallenge) {
        ok = await usePasskey(deps.db, pending.adminId, rp!, pending.passkeyChallenge, body.assertion as AuthenticationResponseJSON, at);
      }
    } catch (error) {
      if (keys.length) await uncountAttempt(deps.db, keys, at).catch(() => {});
      throw error;
    }
    if (!ok) {
      await audit({
        ...event,
        type: 'second_factor.failed',
        adminId: pending.adminId,
        detail: { method: body.method, triesLeft: Math.max(0, secondFactorLimits.triesPerSignIn - pending.tries) },
      });
      await alertAdminOnce(deps, pending.adminId, at);
      throw new HttpError(401, body.method === 'passkey' ? messages.secondFactorPasskeyFailed : messages.secondFactorWrong);
    }
    if (keys.length) await uncountAttempt(deps.db, keys, at);
    if (!(await completePendingSignIn(deps.db, body.pendingToken, at))) throw new HttpError(401, messages.secondFactorEnded);
    const [admin] = await deps.db.query<{ email: string; name: string }>('select email, name from admins where id = $1', [pending.adminId]);
    if (!admin) throw new HttpError(401, messages.secondFactorEnded);
    const session = await createSession(deps.db, pending.adminId, at, request.headers.get('user-agent'));
    await audit({ ...event, type: body.method === 'recovery' ? 'second_factor.recovery_used' : 'second_factor.used', adminId: pending.adminId, detail: { method: body.method } });
    await audit({ ...event, type: 'sign_in.succeeded', adminId: pending.adminId, detail: { secondFactor: body.method } });
    return json({
      token: session.token,
      user: { email: admin.email, name: admin.name },
      expiresAt: session.expiresAt.toISOString(),
      knownDevice: await issueKnownDevice(deps.db, pending.adminId, at),
    });
  });
}

/**
 * Emails the admin at the first wrong second factor of an episode: the alert's own counter
 * (`rateLimits.secondFactorAlert`) is counted by every wrong one, and only the one that finds
 * it empty (no wrong second factor in the last hour) queues the email, so wrong codes sent at
 * the same moment queue one.
 */
async function alertAdminOnce(deps: HandlerDeps, adminId: number, at: Date): Promise<void> {
  const key = `second-factor-alert:admin:${adminId}`;
  const totals = await countAttempt(deps.db, [{ key, limit: rateLimits.secondFactorAlert }], at);
  if (totals.get(key) !== 1) return;
  const [admin] = await deps.db.query<{ email: string; name: string }>('select email, name from admins where id = $1', [adminId]);
  if (admin) await queueSecondFactorAlertMail(deps.db, admin, at);
}
