import { adminLoginSecondFactorRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { demoAdmin } from '../demo-admin';
import { errorJson, failureVariants, mockCall, rateLimitedVariant, readBody, respond } from '../shared';

const session = () =>
  respond('adminLoginSecondFactor', {
    token: demoAdmin.sessionToken,
    user: { email: demoAdmin.email, name: demoAdmin.name },
    expiresAt: new Date(Date.now() + demoAdmin.sessionLifetimeMs).toISOString(),
  });

/** The demo pending sign-in: the demo TOTP code, the demo recovery code, or any passkey answer. */
const success = mockCall('adminLoginSecondFactor', async ({ request }) => {
  const body = await readBody(request, adminLoginSecondFactorRequest);
  if (!body.ok) return body.response;
  const sent = body.data;
  if (sent.pendingToken !== demoAdmin.pendingToken) return errorJson(401, messages.secondFactorEnded);
  if (sent.method === 'totp' && sent.code !== demoAdmin.totpCode) return errorJson(401, messages.secondFactorWrong);
  if (sent.method === 'recovery' && sent.code.toLowerCase().replace(/[^a-z0-9]/g, '') !== demoAdmin.recoveryCode.replace('-', '')) {
    return errorJson(401, messages.secondFactorWrong);
  }
  return session();
});

export const adminLoginSecondFactorHandlers = {
  success,
  ...failureVariants('adminLoginSecondFactor'),
  /** Every code is wrong. */
  unauthorized: mockCall('adminLoginSecondFactor', () => errorJson(401, messages.secondFactorWrong)),
  /** The pending sign-in is over (5 minutes or 5 tries). */
  ended: mockCall('adminLoginSecondFactor', () => errorJson(401, messages.secondFactorEnded)),
  rateLimited: rateLimitedVariant('adminLoginSecondFactor'),
};
