import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { adminLoginRequest, messages, type SecondFactorChallenge } from '../../domain';
import { isKnownDevice, issueKnownDevice } from '../auth/known-device';
import { passwordGate as processGate } from '../auth/password-gate';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { createPendingSignIn, relyingPartyOf, passkeysOf, secondFactorMethodsOf } from '../auth/second-factor';
import { clientIp, HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { clear, clientBlock, countPasswordTry, hashIp, hashKey, hit, passwordTries, rateLimits, uncountAttempt } from '../rate-limit';
import { auditOf, clockOf, sleepOf, type HandlerDeps } from './deps';

export const loginFailedMessage = messages.adminLoginFailed;

/**
 * The delay before a wrong password is answered, once an account has had `failures` in the last
 * hour: none for the first 3, then 0.25 s doubling to at most 8 s. It slows a patient guesser
 * down without refusing anyone.
 */
export function failureDelayMs(failures: number): number {
  return failures <= 3 ? 0 : Math.min(8_000, 250 * 2 ** (failures - 4));
}

/**
 * Admin sign-in. Every attempt is counted before the password is checked, in one statement
 * (`countAttempt`), against three sliding windows (see `rateLimits`):
 * - the client (its address, an IPv6 client by its /64): 10 failures in 15 minutes;
 * - the pair (this account from this client): 5 in 15 minutes;
 * - the account from everywhere: beyond 20 in an hour, only a client without failures of its own
 *   may try. There is no lockout: the admin can always sign in from a clean address, and an
 *   attacker rotating addresses gets one guess per fresh address, each answered later than the
 *   last (`failureDelayMs`).
 * An attempt refused, or a successful one, is taken back, so the counts are failures. Hashing is
 * bounded by the process's `passwordGate`. An unknown email costs the same as a wrong password.
 * Neither the address nor the email is stored in clear.
 * Before all that, a sign-in without a valid known-device value for this admin (known-device.ts)
 * is counted, refused or busy or not (only the right password is taken back), against its network (`rateLimits.loginNetwork`: an IPv4 /24, an
 * IPv6 /56) and all such sign-ins (`rateLimits.loginOverall`); one with it skips those budgets and
 * waits in the gate's own lane, ahead of everyone else, so a distributed flood cannot make the
 * admin's own device "busy". A good sign-in answers a fresh known-device value. An admin with a second factor gets no
 * session for the password: a pending sign-in that admin-login-second-factor finishes.
 */
export function createAdminLoginHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const sleep = sleepOf(deps);
  const passwordGate = deps.passwordGate ?? processGate;
  const audit = auditOf(deps);
  const salt = () => deps.env.IP_HASH_SALT;
  return withErrorHandling('admin-login', async (request, context) => {
    const body = await readJson(request, adminLoginRequest);
    const at = now();
    const email = body.email.toLowerCase();
    const client = hashIp(clientIp(request, context), salt());
    const tries = passwordTries(email, client, salt());
    const { account, accountKey, keys } = tries;
    const event = { client, account, call: 'adminLogin', requestId: context?.requestId };

    const [admin] = await deps.db.query<{ id: number; email: string; name: string; password_hash: string }>(
      'select id, email, name, password_hash from admins where lower(email) = $1',
      [email],
    );
    const knownDevice = await isKnownDevice(deps.db, body.knownDevice, admin?.id, at);
    const budgets = knownDevice
      ? []
      : [
          { key: `login-net:${hashKey(clientBlock(clientIp(request, context)), salt())}`, limit: rateLimits.loginNetwork, name: 'network' },
          { key: 'login-all', limit: rateLimits.loginOverall, name: 'overall' },
        ];
    for (const budget of budgets) {
      try {
        await hit(deps.db, budget.key, budget.limit, at);
      } catch (error) {
        await audit({ ...event, type: 'sign_in.throttled', detail: { limit: budget.name } });
        throw error;
      }
    }

    let leave: () => void;
    try {
      leave = passwordGate.admit(client);
    } catch (error) {
      await audit({ ...event, type: 'sign_in.throttled', detail: { limit: 'one at a time' } });
      throw error;
    }
    let counted = false;
    try {
      const totals = await countPasswordTry(deps.db, tries, at, (limit) => audit({ ...event, type: 'sign_in.throttled', detail: { limit } }));
      counted = true;

      const ok = await passwordGate.hash(async () => {
        if (admin) return verifyPassword(body.password, admin.password_hash);
        const [any] = await deps.db.query<{ password_hash: string }>('select password_hash from admins order by id limit 1');
        await verifyPassword(body.password, await decoyHash(any?.password_hash));
        return false;
      }, { priority: knownDevice });
      if (!admin || !ok) {
        counted = false; // a failure stays counted
        await audit({ ...event, type: 'sign_in.failed', detail: { accountFailuresLastHour: totals.get(accountKey)! } });
        await sleep(failureDelayMs(totals.get(accountKey)!));
        throw new HttpError(401, loginFailedMessage);
      }
      await uncountAttempt(deps.db, keys, at);
      counted = false;
      await clear(deps.db, tries.pairKey);
      // the right password: it does not use up its network's (an office's) budget
      if (budgets.length) await uncountAttempt(deps.db, budgets.map((b) => b.key), at);
      const methods = await secondFactorMethodsOf(deps.db, admin.id);
      if (methods.length > 0) {
        // The password is right, but it is only the first factor: a pending sign-in, no session.
        const rp = relyingPartyOf(request, deps.env);
        const passkeys = methods.includes('passkey') && rp ? await passkeysOf(deps.db, admin.id) : [];
        const passkeyOptions = passkeys.length
          ? await generateAuthenticationOptions({
              rpID: rp!.id,
              allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: p.transports ? p.transports.split(',') : undefined })),
              userVerification: 'required',
            })
          : undefined;
        const pending = await createPendingSignIn(deps.db, admin.id, passkeyOptions?.challenge ?? null, at);
        await audit({ ...event, type: 'second_factor.requested', adminId: admin.id, detail: { methods: methods.join(',') } });
        const answer: SecondFactorChallenge = {
          secondFactorRequired: true,
          pendingToken: pending.token,
          // without a trusted origin no passkey can answer; its method stays listed only when it is the only one
          methods: passkeyOptions || methods.length === 1 ? methods : methods.filter((m) => m !== 'passkey'),
          expiresAt: pending.expiresAt.toISOString(),
          ...(passkeyOptions ? { passkeyOptions: passkeyOptions as unknown as Record<string, unknown> } : {}),
        };
        return json(answer);
      }
      const session = await createSession(deps.db, admin.id, at, request.headers.get('user-agent'));
      await audit({ ...event, type: 'sign_in.succeeded', adminId: admin.id });
      return json({
        token: session.token,
        user: { email: admin.email, name: admin.name },
        expiresAt: session.expiresAt.toISOString(),
        knownDevice: await issueKnownDevice(deps.db, admin.id, at),
      });
    } catch (error) {
      // busy (503) or a database error: the attempt was not a failure
      if (counted) await uncountAttempt(deps.db, keys, at).catch(() => {});
      if (error instanceof HttpError && error.status === 503) await audit({ ...event, type: 'sign_in.busy' });
      throw error;
    } finally {
      leave();
    }
  });
}
