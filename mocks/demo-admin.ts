/**
 * The admin the mocks know. Offline (`npm run dev`, Storybook) there is no database, so the mock
 * admin-login accepts exactly this credential and the admin calls accept exactly this session
 * token. It is a demonstration value, never a real account: the real server creates its admin
 * from ADMIN_EMAIL / ADMIN_PASSWORD (api.md, configuration).
 */
import { sampleAdmin } from '../domain/samples/admin';

export const demoAdmin = {
  email: sampleAdmin.email,
  password: 'demo-password-123',
  name: sampleAdmin.name,
  /** What a successful mock login returns; stories of admin pages put it in the stored session. */
  sessionToken: 'mock-admin-session-0123456789abcdef',
  /** How long a mock session lives before its absolute expiry. */
  sessionLifetimeMs: 12 * 60 * 60 * 1000,
  /** The second step (`adminLoginHandlers.secondFactor`): the code the mock accepts, and a recovery code. */
  totpCode: '123456',
  recoveryCode: 'abcde-23456',
  pendingToken: 'mock-pending-sign-in-0123456789abcdef',
  /** The secret the mock's enrolment shows (RFC 4648 base32). */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;
