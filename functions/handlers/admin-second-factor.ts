import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { adminSecondFactorRequest, type AdminSecondFactorResponse } from '../../domain';
import {
  beginTotp,
  dropRecoveryCodesIfNoFactor,
  passkeyRegistrationOptions,
  regenerateRecoveryCodes,
  registerPasskey,
  requireRelyingParty,
  secondFactorStatus,
  useTotpCode,
} from '../auth/second-factor';
import { notifyEveryAdmin } from '../auth/admin-notices';
import { requireAdmin } from '../auth/sessions';
import { requireRecentAuthentication } from '../auth/step-up';
import type { SecurityEventType } from '../audit';
import { HttpError, json, readJson, trustedOrigin, withErrorHandling, type Handler } from '../http';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * /admin/two-factor: the signed-in admin's own factors. TOTP is enrolled in two steps (a secret,
 * then a code from the app confirms it); the first factor enrolled also gets ten recovery codes,
 * shown once. Passkeys are added with a challenge from `passkey_options`, renamed and removed.
 * Every change but a rename needs a recent proof of identity (step-up.ts); removing a factor
 * tells every admin by email. An invited admin without a factor may use this call (and only
 * this one) to enrol.
 */
export function createAdminSecondFactorHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-second-factor', async (request, context) => {
    const at = now();
    const admin = await requireAdmin(deps.db, request, at, { enrolling: true });
    const body = await readJson(request, adminSecondFactorRequest);
    if (body.action !== 'status' && body.action !== 'passkey_rename') requireRecentAuthentication(admin, at);
    const origin = trustedOrigin(request, deps.env) ?? `http://localhost:${deps.env.PORT}`;
    const record = (type: SecurityEventType, detail: Record<string, string | number>) =>
      audit({ type, adminId: admin.id, client: clientKeyOf(deps, request, context), call: 'adminSecondFactor', requestId: context?.requestId, detail });
    const extra: Partial<AdminSecondFactorResponse> = {};
    /** The first factor comes with recovery codes; later ones keep the codes there are. */
    const firstCodes = async () => {
      const [{ n } = { n: 0 }] = await deps.db.query<{ n: number }>('select count(*)::int as n from admin_recovery_codes where admin_id = $1', [admin.id]);
      if (n === 0) extra.newRecoveryCodes = await regenerateRecoveryCodes(deps.db, admin.id, at);
    };
    const rp = () => requireRelyingParty(request, deps.env);

    switch (body.action) {
      case 'status':
        break;
      case 'totp_begin': {
        const setup = await beginTotp(deps.db, admin.id, admin.email, at);
        if (!setup) throw new HttpError(409, 'An authenticator app is already set up. Remove it first to set up another.');
        extra.totpSetup = setup;
        break;
      }
      case 'totp_confirm': {
        if (!(await useTotpCode(deps.db, admin.id, body.code, at, { confirming: true }))) {
          await record('second_factor.failed', { method: 'totp', during: 'enrolment' });
          throw new HttpError(400, 'That code does not match. Check the time on your phone and enter the code it shows now.', undefined, {
            code: 'That code does not match.',
          });
        }
        await record('second_factor.enrolled', { method: 'totp' });
        await firstCodes();
        break;
      }
      case 'totp_remove': {
        await deps.db.transaction(async (tx) => {
          const removed = await tx.query('delete from admin_totp where admin_id = $1 returning admin_id', [admin.id]);
          if (removed.length === 0) throw new HttpError(409, 'No authenticator app is set up.');
          await dropRecoveryCodesIfNoFactor(tx, admin.id);
          await notifyEveryAdmin(tx, { kind: 'second_factor_removed', actor: `${admin.name} (${admin.email})`, method: 'totp' }, at, origin);
        });
        await record('second_factor.removed', { method: 'totp' });
        break;
      }
      case 'recovery_regenerate': {
        const status = await secondFactorStatus(deps.db, admin.id);
        if (!status.totp.enrolled && status.passkeys.length === 0) throw new HttpError(409, 'Set up an authenticator app or a passkey first.');
        extra.newRecoveryCodes = await regenerateRecoveryCodes(deps.db, admin.id, at);
        await record('admin.action', { action: 'recovery codes regenerated' });
        break;
      }
      case 'passkey_options':
        extra.passkeyOptions = (await passkeyRegistrationOptions(deps.db, admin, rp(), at)) as unknown as Record<string, unknown>;
        break;
      case 'passkey_register': {
        if (!(await registerPasskey(deps.db, admin.id, rp(), body.name, body.attestation as RegistrationResponseJSON, at))) {
          throw new HttpError(400, 'That passkey could not be added. Start again with Add a passkey.');
        }
        await record('second_factor.enrolled', { method: 'passkey' });
        await firstCodes();
        break;
      }
      case 'passkey_rename': {
        const renamed = await deps.db.query('update admin_passkeys set name = $3 where id = $1 and admin_id = $2 returning id', [body.id, admin.id, body.name]);
        if (renamed.length === 0) throw new HttpError(404, 'There is no such passkey.');
        break;
      }
      case 'passkey_remove': {
        await deps.db.transaction(async (tx) => {
          const [removed] = await tx.query<{ name: string }>('delete from admin_passkeys where id = $1 and admin_id = $2 returning name', [body.id, admin.id]);
          if (!removed) throw new HttpError(404, 'There is no such passkey.');
          await dropRecoveryCodesIfNoFactor(tx, admin.id);
          const notice = { kind: 'second_factor_removed', actor: `${admin.name} (${admin.email})`, method: 'passkey', detail: removed.name } as const;
          await notifyEveryAdmin(tx, notice, at, origin);
        });
        await record('second_factor.removed', { method: 'passkey' });
        break;
      }
    }
    const status = await secondFactorStatus(deps.db, admin.id);
    // the flag is of this moment: the factor enrolled by this very call opens the area
    const enrolmentRequired = admin.mustEnrolSecondFactor === true && !status.totp.enrolled && status.passkeys.length === 0;
    const answer: AdminSecondFactorResponse = { ...status, ...extra, ...(enrolmentRequired ? { enrolmentRequired } : {}) };
    return json(answer);
  });
}
