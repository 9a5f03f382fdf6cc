import { adminInvitationRequest, type AdminInvitationResponse } from '../../domain/api';
import { demoInvitationToken } from '../../domain/samples/admin';
import { demoAdmin } from '../demo-admin';
import { errorJson, failureVariants, mockCall, readBody, respond } from '../shared';

const invited = { email: 'dale@example.com', name: 'Dale Whitaker' };
const messages = {
  unknown: 'This invitation link is not valid. Ask the admin who invited you for a new one.',
  used: 'This invitation link has already been used. Sign in with the password chosen then, or ask for a new invitation.',
  expired: 'This invitation link has expired (links work for 72 hours). Ask the admin who invited you for a new one.',
} as const;

/** `refuse`: what every link answers (a used or expired invitation); otherwise the demo link works once per page load. */
const answerWith = (refuse?: keyof typeof messages) =>
  mockCall('adminInvitation', async ({ request }) => {
    const body = await readBody(request, adminInvitationRequest);
    if (!body.ok) return body.response;
    if (refuse) return errorJson(410, messages[refuse]);
    if (body.data.token !== demoInvitationToken) return errorJson(410, messages.unknown);
    const expiresAt = new Date(Date.now() + 48 * 60 * 60_000).toISOString();
    if (body.data.action === 'check') return respond('adminInvitation', { ...invited, expiresAt });
    const answer: AdminInvitationResponse = {
      email: invited.email,
      name: body.data.name,
      expiresAt,
      session: {
        token: demoAdmin.sessionToken,
        user: { email: invited.email, name: body.data.name },
        expiresAt: new Date(Date.now() + demoAdmin.sessionLifetimeMs).toISOString(),
      },
    };
    return respond('adminInvitation', answer);
  });

export const adminInvitationHandlers = {
  success: answerWith(),
  used: answerWith('used'),
  expired: answerWith('expired'),
  ...failureVariants('adminInvitation'),
};
