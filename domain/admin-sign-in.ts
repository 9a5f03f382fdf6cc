/**
 * Facts of an admin's sign-in that pages need without the contract's schemas (which bring zod):
 * the password rules the forms say and check, and how to tell a sign-in answer that asks for the
 * second factor. `./api-calls.ts` builds its schemas from the same rules.
 */
import type { AdminLoginResponse, SecondFactorChallenge } from './api';

/** What an admin password must be (functions/auth/admins.ts checks the same). */
export const adminPasswordRules = { minLength: 12, maxLength: 1024 } as const;

/** A sign-in answer that asks for the second factor. */
export const needsSecondFactor = (answer: AdminLoginResponse): answer is SecondFactorChallenge => 'secondFactorRequired' in answer;
