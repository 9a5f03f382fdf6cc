import { stepUpWindowMs } from '../../domain/admin-sign-in';
import { adminStepUpRequest, messages, type AdminStepUpResponse } from '../../domain';
import { passwordGate as processGate } from '../auth/password-gate';
import { verifyPassword } from '../auth/passwords';
import { admitCodeTry, secondFactorTries } from '../auth/code-tries';
import { useTotpCode } from '../auth/second-factor';
import { bearerToken, requireAdmin } from '../auth/sessions';
import { markAuthenticated } from '../auth/step-up';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { countPasswordTry, passwordTries, rateLimited, uncountAttempt } from '../rate-limit';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * "Confirm it's you" (step-up, functions/auth/step-up.ts): the signed-in admin's password or a
 * code from their authenticator app, again; the session may then make account changes for
 * `stepUpWindowMs`. A password is counted by the sign-in's limits and keys (a guess here is a
 * guess there) and hashed through the password gate; a code by the second factor's per-admin
 * limit, and spent (a code works once, here or at sign-in). A wrong one is 403, never 401: the
 * session stays.
 */
export function createAdminStepUpHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  const passwordGate = deps.passwordGate ?? processGate;
  return withErrorHandling('admin-step-up', async (request, context) => {
    const at = now();
    // an invited admin still enrolling may be asked to confirm too
    const admin = await requireAdmin(deps.db, request, at, { enrolling: true });
    const token = bearerToken(request)!;
    const body = await readJson(request, adminStepUpRequest, undefined, { fieldErrors: true });
    const client = clientKeyOf(deps, request, context);
    const event = { adminId: admin.id, client, call: 'adminStepUp', requestId: context?.requestId };

    if (body.method === 'password') {
      const tries = passwordTries(admin.email, client, deps.env.IP_HASH_SALT);
      const { account, keys } = tries;
      const leave = passwordGate.admit(client);
      let counted = false;
      try {
        await countPasswordTry(deps.db, tries, at, (limit) => audit({ ...event, account, type: 'sign_in.throttled', detail: { limit, action: 'step_up' } }));
        counted = true;
        const [row] = await deps.db.query<{ password_hash: string }>('select password_hash from admins where id = $1', [admin.id]);
        const ok = await passwordGate.hash(() => verifyPassword(body.password, row!.password_hash));
        if (!ok) {
          counted = false; // a failure stays counted
          await audit({ ...event, account, type: 'sign_in.failed', detail: { action: 'step_up' } });
          throw new HttpError(403, messages.stepUpWrongPassword, undefined, { password: messages.stepUpWrongPassword });
        }
        await uncountAttempt(deps.db, keys, at);
        counted = false;
      } catch (error) {
        if (counted) await uncountAttempt(deps.db, keys, at).catch(() => {});
        throw error;
      } finally {
        leave();
      }
    } else {
      // the pair is this admin and this session (not its address): a stolen session cannot buy more
      // guesses by changing address, and its wrong codes count against the admin like a sign-in's
      const codeTries = secondFactorTries(admin.id, `session:${token}`, deps.env.IP_HASH_SALT);
      const keys = codeTries.map((t) => t.key);
      const refused = await admitCodeTry(deps.db, codeTries, at);
      if (refused) {
        await audit({ ...event, type: 'sign_in.throttled', detail: { limit: refused.limit, action: 'step_up' } });
        throw rateLimited(Math.max(1, Math.ceil(refused.waitMs / 1000)));
      }
      const ok = await useTotpCode(deps.db, admin.id, body.code, at).catch(async (error: unknown) => {
        await uncountAttempt(deps.db, keys, at).catch(() => {});
        throw error;
      });
      if (!ok) {
        await audit({ ...event, type: 'second_factor.failed', detail: { method: 'totp', during: 'step-up' } });
        throw new HttpError(403, messages.secondFactorWrong, undefined, { code: messages.secondFactorWrong });
      }
      await uncountAttempt(deps.db, keys, at);
    }
    if (!(await markAuthenticated(deps.db, token, at))) throw new HttpError(401, messages.unauthorized, { 'WWW-Authenticate': 'Bearer' });
    await audit({ ...event, type: 'admin.action', detail: { action: 'identity confirmed (step-up)', method: body.method } });
    return json({ confirmedUntil: new Date(at.getTime() + stepUpWindowMs).toISOString() } satisfies AdminStepUpResponse);
  });
}
