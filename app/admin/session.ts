import type { StoredAdminSession } from '../../domain/entities';

/** Browser storage key of the admin session (spec section 3: token, user, last activity). */
const storageKey = 'lsws.adminSession';

// A hand-written check rather than a schema library: this runs on every page's first load.
function isStoredSession(value: unknown): value is StoredAdminSession {
  if (!value || typeof value !== 'object') return false;
  const session = value as Record<string, unknown>;
  const user = session.user as Record<string, unknown> | null | undefined;
  return (
    typeof session.token === 'string' &&
    session.token.length > 0 &&
    typeof session.lastActivity === 'number' &&
    Number.isFinite(session.lastActivity) &&
    !!user &&
    typeof user.email === 'string' &&
    typeof user.name === 'string'
  );
}

/** Reads the stored session; anything unreadable counts as no session. Browser only. */
export function readStoredSession(storage: Storage = window.localStorage): StoredAdminSession | null {
  try {
    const raw = storage.getItem(storageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredAdminSession, storage: Storage = window.localStorage): void {
  storage.setItem(storageKey, JSON.stringify(session));
}

export function clearStoredSession(storage: Storage = window.localStorage): void {
  storage.removeItem(storageKey);
}
