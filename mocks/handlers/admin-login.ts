import { adminLoginRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { demoAdmin } from '../demo-admin';
import { errorJson, failureVariants, mockCall, rateLimitedVariant, readBody, respond } from '../shared';

/** The function's own words for a wrong email or password. */
const wrongCredentialsMessage = messages.adminLoginFailed;

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
    // the shape of the server's signed value (id.expiry.signature); the mock never checks it
    knownDevice: `1.${Date.now() + 90 * 86_400_000}.${'m'.repeat(43)}`,
  });
});

/** The demo admin with an authenticator app, a passkey and recovery codes: the password is only the first step. */
const secondFactor = mockCall('adminLogin', async ({ request }) => {
  const body = await readBody(request, adminLoginRequest);
  if (!body.ok) return body.response;
  if (body.data.email.toLowerCase() !== demoAdmin.email || body.data.password !== demoAdmin.password) return errorJson(401, wrongCredentialsMessage);
  return respond('adminLogin', {
    secondFactorRequired: true,
    pendingToken: demoAdmin.pendingToken,
    methods: ['totp', 'passkey', 'recovery'],
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    passkeyOptions: { challenge: 'bW9jay1jaGFsbGVuZ2U', rpId: 'localhost', allowCredentials: [], userVerification: 'required', timeout: 60000 },
  });
});

export const adminLoginHandlers = {
  secondFactor,
  success,
  ...failureVariants('adminLogin'),
  /** Any credential is wrong: the failed-login story. */
  unauthorized: mockCall('adminLogin', () => errorJson(401, wrongCredentialsMessage)),
  rateLimited: rateLimitedVariant('adminLogin'),
};
