import { adminInvitationRequest, type AdminInvitationResponse } from '../../domain';
import { AdminAccountError } from '../auth/admins';
import { acceptInvitation, checkInvitation, InvitationError } from '../auth/invitations';
import { passwordGate as processGate } from '../auth/password-gate';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { hit, rateLimits } from '../rate-limit';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

/**
 * The public side of an invitation (/admin/invite): `check` says whom a link is for; `accept`
 * uses it once, creates the admin with the chosen name and password and signs them in. A used,
 * expired or withdrawn link is 410 with a message saying which. The token is checked before any
 * hashing, so a wrong link costs no scrypt; hashing goes through the password gate.
 */
export function createAdminInvitationHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  const passwordGate = deps.passwordGate ?? processGate;
  return withErrorHandling('admin-invitation', async (request, context) => {
    const at = now();
    const client = clientKeyOf(deps, request, context);
    const body = await readJson(request, adminInvitationRequest);
    await hit(deps.db, `invitation:${client}`, rateLimits.invitations, at);
    const event = { client, call: 'adminInvitation', requestId: context?.requestId };
    try {
      const invitation = await checkInvitation(deps.db, body.token, at);
      const answer: AdminInvitationResponse = { email: invitation.email, name: invitation.name, expiresAt: invitation.expiresAt.toISOString() };
      if (body.action === 'check') return json(answer);
      const leave = passwordGate.admit(client);
      try {
        const passwordHash = await passwordGate.hash(() => hashPassword(body.password));
        const admin = await acceptInvitation(deps.db, { token: body.token, name: body.name, passwordHash }, now());
        const session = await createSession(deps.db, admin.adminId, at, request.headers.get('user-agent'));
        await audit({ ...event, type: 'admin.invitation_accepted', adminId: admin.adminId, detail: { invitation: invitation.id, invitedBy: admin.invitedBy } });
        return json({
          ...answer,
          name: admin.name,
          session: { token: session.token, user: { email: admin.email, name: admin.name }, expiresAt: session.expiresAt.toISOString() },
        } satisfies AdminInvitationResponse);
      } finally {
        leave();
      }
    } catch (error) {
      if (error instanceof InvitationError) {
        await audit({ ...event, type: 'admin.invitation_refused', detail: { reason: error.problem, action: body.action } });
        throw new HttpError(410, error.message);
      }
      if (error instanceof AdminAccountError) throw new HttpError(409, error.message);
      throw error;
    }
  });
}
