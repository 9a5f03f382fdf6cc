/**
 * Step-up for account changes (issue 32; docs/security.md "Step-up for account changes"), after
 * GitHub's "sudo mode": a session alone does not invite an admin, change the password or touch
 * the second factor. Its admin must have proved who they are within `stepUpWindowMs`: at the
 * sign-in that made the session, or since with admin-step-up (the password or a TOTP code again).
 * A stale session gets 403 with `reason: step_up_required`; the page asks, then tries again.
 */
import { adminRefusalReasons, stepUpWindowMs } from '../../domain/admin-sign-in';
import { messages } from '../../domain';
import type { Queryable } from '../db/index';
import { HttpError } from '../http';
import { hashToken, isWellFormedToken, type AdminIdentity } from './sessions';

/** Whether the session's last proof is recent enough: not older than the window, nor in the future. */
function isRecentlyAuthenticated(admin: AdminIdentity, now: Date): boolean {
  const at = admin.authenticatedAt?.getTime();
  if (at === undefined) return false;
  const age = now.getTime() - at;
  return age >= 0 && age <= stepUpWindowMs;
}

/** Throws the 403 `step_up_required` when the session's last proof is not recent. */
export function requireRecentAuthentication(admin: AdminIdentity, now: Date): void {
  if (!isRecentlyAuthenticated(admin, now)) throw new HttpError(403, messages.stepUpRequired, undefined, undefined, adminRefusalReasons.stepUp);
}

/** Records a proof on the session in use; false when the session has ended meanwhile. */
export async function markAuthenticated(db: Queryable, token: string, now: Date): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const rows = await db.query(
    'update admin_sessions set authenticated_at = greatest(authenticated_at, $2) where token_hash = $1 and revoked_at is null returning admin_id',
    [hashToken(token), now],
  );
  return rows.length === 1;
}
