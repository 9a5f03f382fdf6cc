import { adminAccountRequest, type AdminAccountResponse } from '../../domain';
import { AdminAccountError } from '../auth/admins';
import { createInvitation, pendingInvitations, revokeInvitation } from '../auth/invitations';
import { passwordGate as processGate } from '../auth/password-gate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { bearerToken, hashToken, requireAdmin, sessionLimits, type AdminIdentity } from '../auth/sessions';
import { requireRecentAuthentication } from '../auth/step-up';
import type { Queryable } from '../db/index';
import { HttpError, json, readJson, trustedOrigin, withErrorHandling, type Handler } from '../http';
import { countPasswordTry, hashKey, passwordTries, uncountAttempt } from '../rate-limit';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

const wrongCurrentPasswordMessage = 'The current password is not right. Nothing was changed.';

async function overview(db: Queryable, admin: AdminIdentity, currentHash: string, now: Date): Promise<AdminAccountResponse> {
  const idleSince = new Date(now.getTime() - sessionLimits.idleMs);
  const [sessions, admins, invitations] = await Promise.all([
    db.query<{ id: string; created_at: Date | string; last_seen_at: Date | string; user_agent: string | null; token_hash: string }>(
      `select id::text, created_at, last_seen_at, user_agent, token_hash from admin_sessions
       where admin_id = $1 and revoked_at is null and expires_at > $2 and last_seen_at > $3
       order by created_at desc, id desc`,
      [admin.id, now, idleSince],
    ),
    db.query<{ id: number; email: string; name: string; created_at: Date | string }>('select id, email, name, created_at from admins order by created_at, id'),
    pendingInvitations(db, now),
  ]);
  return {
    me: { email: admin.email, name: admin.name },
    sessions: sessions.map((s) => ({
      id: s.id,
      startedAt: new Date(s.created_at).toISOString(),
      lastUsedAt: new Date(s.last_seen_at).toISOString(),
      browser: s.user_agent,
      current: s.token_hash === currentHash,
    })),
    admins: admins.map((a) => ({ email: a.email, name: a.name, since: new Date(a.created_at).toISOString(), you: a.id === admin.id })),
    invitations,
  };
}

/**
 * The signed-in admin's own account (/admin/account): change the password (the current one is
 * checked like a sign-in, counted by the same limits and hashed through the same gate; the new one
 * ends every other session), list and end their sessions, list the admins, invite one (a link
 * shown once and emailed through the outbox; every admin is told) and withdraw an invitation.
 * Changing the password and inviting need a recent proof of identity (step-up.ts): 403
 * `step_up_required` otherwise.
 */
export function createAdminAccountHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  const passwordGate = deps.passwordGate ?? processGate;
  return withErrorHandling('admin-account', async (request, context) => {
    const at = now();
    const admin = await requireAdmin(deps.db, request, at);
    const currentHash = hashToken(bearerToken(request)!);
    const body = await readJson(request, adminAccountRequest);
    const client = clientKeyOf(deps, request, context);
    const event = { adminId: admin.id, client, call: 'adminAccount', requestId: context?.requestId };
    const extra: Partial<AdminAccountResponse> = {};
    if (body.action === 'change_password' || body.action === 'invite') requireRecentAuthentication(admin, at);

    if (body.action === 'change_password') {
      // the same keys as admin-login: a guess here is a guess there
      const tries = passwordTries(admin.email, client, deps.env.IP_HASH_SALT);
      const { account, keys } = tries;
      const leave = passwordGate.admit(client);
      let counted = false;
      try {
        await countPasswordTry(deps.db, tries, at, (limit) => audit({ ...event, account, type: 'sign_in.throttled', detail: { limit, action: body.action } }));
        counted = true;
        const [row] = await deps.db.query<{ password_hash: string }>('select password_hash from admins where id = $1', [admin.id]);
        const ok = await passwordGate.hash(() => verifyPassword(body.currentPassword, row!.password_hash));
        if (!ok) {
          counted = false; // a failure stays counted
          await audit({ ...event, account, type: 'sign_in.failed', detail: { action: body.action } });
          throw new HttpError(403, wrongCurrentPasswordMessage);
        }
        await uncountAttempt(deps.db, keys, at);
        counted = false;
        const newHash = await passwordGate.hash(() => hashPassword(body.newPassword));
        const ended = await deps.db.transaction(async (tx) => {
          await tx.query('update admins set password_hash = $2 where id = $1', [admin.id, newHash]);
          return tx.query('update admin_sessions set revoked_at = $3 where admin_id = $1 and token_hash <> $2 and revoked_at is null returning id', [admin.id, currentHash, at]);
        });
        extra.sessionsEnded = ended.length;
        await audit({ ...event, type: 'admin.password_changed', detail: { otherSessionsEnded: ended.length } });
      } catch (error) {
        if (counted) await uncountAttempt(deps.db, keys, at).catch(() => {});
        throw error;
      } finally {
        leave();
      }
    } else if (body.action === 'end_session' || body.action === 'end_other_sessions') {
      const rows =
        body.action === 'end_session'
          ? await deps.db.query<{ id: string }>(
              // the session in use ends with Sign out, not from the list
              'update admin_sessions set revoked_at = $3 where admin_id = $1 and id = $2 and token_hash <> $4 and revoked_at is null and expires_at > $3 returning id::text',
              [admin.id, body.sessionId, at, currentHash],
            )
          : await deps.db.query<{ id: string }>(
              'update admin_sessions set revoked_at = $3 where admin_id = $1 and token_hash <> $2 and revoked_at is null and expires_at > $3 returning id::text',
              [admin.id, currentHash, at],
            );
      if (body.action === 'end_session' && rows.length === 0) throw new HttpError(409, 'That session has already ended (or is the one in use: sign out instead).');
      extra.sessionsEnded = rows.length;
      await audit({ ...event, type: 'session.ended', detail: { action: body.action, sessions: rows.length } });
    } else if (body.action === 'invite') {
      const origin = trustedOrigin(request, deps.env) ?? `http://localhost:${deps.env.PORT}`;
      let invitation;
      try {
        invitation = await createInvitation(deps.db, { email: body.email, name: body.name, invitedBy: admin, origin }, at);
      } catch (error) {
        if (error instanceof AdminAccountError) throw new HttpError(409, error.message);
        throw error;
      }
      const emailed = deps.env.SMTP_URL !== undefined;
      extra.invited = { email: invitation.email, link: invitation.link, expiresAt: invitation.expiresAt.toISOString(), emailed };
      await audit({ ...event, account: hashKey(invitation.email, deps.env.IP_HASH_SALT), type: 'admin.invited', detail: { invitation: invitation.id, emailed } });
    } else if (body.action === 'revoke_invitation') {
      if (!(await revokeInvitation(deps.db, body.invitationId, at))) throw new HttpError(409, 'That invitation was already used or withdrawn.');
      await audit({ ...event, type: 'admin.invitation_revoked', detail: { invitation: body.invitationId } });
    }
    return json({ ...(await overview(deps.db, admin, currentHash, at)), ...extra });
  });
}
