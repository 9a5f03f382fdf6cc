import { adminVerifyRequest } from '../../domain/api';
import { demoAdmin } from '../demo-admin';
import { failureVariants, mockCall, readBody, respond } from '../shared';

/** 200 either way for a well-formed request (api.md): valid only for the demo session token. */
const success = mockCall('adminVerify', async ({ request }) => {
  const body = await readBody(request, adminVerifyRequest);
  if (!body.ok) return body.response;
  return respond('adminVerify', { valid: body.data.token === demoAdmin.sessionToken });
});

export const adminVerifyHandlers = {
  success,
  ...failureVariants('adminVerify'),
  /** Every token is refused: the guard clears the session and redirects to login. */
  invalid: mockCall('adminVerify', () => respond('adminVerify', { valid: false })),
  /** Every token is accepted, whatever a story stored. */
  valid: mockCall('adminVerify', () => respond('adminVerify', { valid: true })),
};
