/**
 * The mocks' step-up (functions/auth/step-up.ts offline): the `stepUpRequired` variants of
 * admin-account and admin-second-factor refuse account changes with 403 `step_up_required` until
 * the mock admin-step-up has accepted the demo password or code, as the server does for a session
 * whose last proof is more than `stepUpWindowMs` old.
 */
import { adminRefusalReasons, stepUpWindowMs } from '../domain/admin-sign-in';
import { messages } from '../domain/messages';
import type { ErrorResponse } from '../domain/api';
import { HttpResponse } from 'msw';

let confirmedUntil = 0;

export const mockStepUp = {
  confirm(now = Date.now()): Date {
    confirmedUntil = now + stepUpWindowMs;
    return new Date(confirmedUntil);
  },
  isFresh: (now = Date.now()) => now < confirmedUntil,
  reset() {
    confirmedUntil = 0;
  },
};

/** The server's refusal of an account change from a stale session. */
export const stepUpRequiredResponse = (): Response =>
  HttpResponse.json({ error: messages.stepUpRequired, reason: adminRefusalReasons.stepUp } satisfies ErrorResponse, { status: 403 });
