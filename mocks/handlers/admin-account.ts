import { adminAccountRequest, type AdminAccountResponse, type AdminSessionSummary, type PendingInvitation } from '../../domain/api';
import { demoInvitationToken, sampleAccount } from '../../domain/samples/admin';
import { demoAdmin } from '../demo-admin';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';
import { mockStepUp, stepUpRequiredResponse } from '../step-up';

/** A stateful mock: ending a session, inviting and withdrawing change what the next call answers. */
const answerWith = (initial: AdminAccountResponse, options: { emailed: boolean; stepUp?: boolean }) => {
  let state = structuredClone(initial);
  let nextId = 100;
  return mockCall(
    'adminAccount',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminAccountRequest);
      if (!body.ok) return body.response;
      const action = body.data;
      const extra: Partial<AdminAccountResponse> = {};
      if (options.stepUp && (action.action === 'change_password' || action.action === 'invite') && !mockStepUp.isFresh()) return stepUpRequiredResponse();
      const endWhere = (ends: (s: AdminSessionSummary) => boolean) => {
        const before = state.sessions.length;
        state = { ...state, sessions: state.sessions.filter((s) => !ends(s)) };
        return before - state.sessions.length;
      };
      if (action.action === 'change_password') {
        if (action.currentPassword !== demoAdmin.password) return errorJson(403, 'The current password is not right. Nothing was changed.');
        extra.sessionsEnded = endWhere((s) => !s.current);
      } else if (action.action === 'end_session') {
        const ended = endWhere((s) => s.id === action.sessionId && !s.current);
        if (ended === 0) return errorJson(409, 'That session has already ended (or is the one in use: sign out instead).');
        extra.sessionsEnded = ended;
      } else if (action.action === 'end_other_sessions') {
        extra.sessionsEnded = endWhere((s) => !s.current);
      } else if (action.action === 'invite') {
        const email = action.email.toLowerCase();
        if (state.admins.some((a) => a.email === email)) return errorJson(409, `${email} is already an admin.`);
        const expiresAt = new Date(Date.now() + 72 * 60 * 60_000).toISOString();
        const invitation: PendingInvitation = {
          id: String(nextId++),
          email,
          name: action.name ?? '',
          invitedAt: new Date().toISOString(),
          expiresAt,
          invitedBy: state.me.name,
          expired: false,
        };
        state = { ...state, invitations: [invitation, ...state.invitations.filter((i) => i.email !== email)] };
        extra.invited = { email, link: `${new URL(request.url).origin}/admin/invite#token=${demoInvitationToken}`, expiresAt, emailed: options.emailed };
      } else if (action.action === 'revoke_invitation') {
        if (!state.invitations.some((i) => i.id === action.invitationId)) return errorJson(409, 'That invitation was already used or withdrawn.');
        state = { ...state, invitations: state.invitations.filter((i) => i.id !== action.invitationId) };
      }
      return respond('adminAccount', { ...state, ...extra });
    }),
  );
};

export const adminAccountHandlers = {
  /** offline there is no SMTP: invitations are "not emailed", as on a server without SMTP_URL */
  success: answerWith(sampleAccount, { emailed: false }),
  emailed: answerWith(sampleAccount, { emailed: true }),
  /** a session signed in long ago: changing the password or inviting asks to confirm first (admin-step-up) */
  stepUpRequired: answerWith(sampleAccount, { emailed: false, stepUp: true }),
  ...failureVariants('adminAccount'),
  unauthorized: unauthorizedVariant('adminAccount'),
  alone: answerWith({ ...sampleAccount, sessions: sampleAccount.sessions.slice(0, 1), admins: sampleAccount.admins.slice(0, 1), invitations: [] }, { emailed: false }),
};
