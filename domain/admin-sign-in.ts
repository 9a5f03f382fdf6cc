/**
 * Facts of an admin's sign-in that pages need without the contract's schemas (which bring zod):
 * the password rules the forms say and check, and how to tell a sign-in answer that asks for the
 * second factor. `./api-calls.ts` builds its schemas from the same rules.
 */
import type { AdminLoginResponse, SecondFactorChallenge } from './api';

/** What an admin password must be (functions/auth/admins.ts checks the same). */
export const adminPasswordRules = { minLength: 12, maxLength: 1024 } as const;

/**
 * Step-up for account changes (docs/security.md): the password or a TOTP code proves who the admin
 * is for this long; after it, inviting an admin, changing the password or a second factor asks again.
 */
export const stepUpWindowMs = 10 * 60_000;

/**
 * The `reason` of a 403 from an admin call: `step_up_required` (confirm it is you, then try
 * again) and `second_factor_enrolment_required` (an invited admin without a second factor yet).
 */
export const adminRefusalReasons = { stepUp: 'step_up_required', enrolment: 'second_factor_enrolment_required' } as const;

/** A sign-in answer that asks for the second factor. */
export const needsSecondFactor = (answer: AdminLoginResponse): answer is SecondFactorChallenge => 'secondFactorRequired' in answer;
