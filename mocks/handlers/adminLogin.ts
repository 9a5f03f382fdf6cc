import { adminLoginRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { demoAdmin } from '../demo-admin';
import { errorJson, failureVariants, mockCall, rateLimitedVariant, readBody, respond } from '../shared';

/** The function's own words for a wrong email or password. */
export const wrongCredentialsMessage = messages.adminLoginFailed;

/** Accepts only the demo credential (demo-admin.ts); anything else is 401, as a wrong password is. */
const success = mockCall('adminLogin', async ({ request }) => {
  const body = await readBody(request, adminLoginRequest);
  if (!body.ok) return body.response;
  const { email, password } = body.data;
  if (email.toLowerCase() !== demoAdmin.email || password !== demoAdmin.password) {
    return errorJson(401, wrongCredentialsMessage);
  }
  return respond('adminLogin', {
    token: demoAdmin.sessionToken,
    user: { email: demoAdmin.email, name: demoAdmin.name },
    expiresAt: new Date(Date.now() + demoAdmin.sessionLifetimeMs).toISOString(),
  });
});

export const adminLoginHandlers = {
  success,
  ...failureVariants('adminLogin'),
  /** Any credential is wrong: the failed-login story. */
  unauthorized: mockCall('adminLogin', () => errorJson(401, wrongCredentialsMessage)),
  rateLimited: rateLimitedVariant('adminLogin'),
};

export default success;
