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

/**
 * Browser storage key of the known-device value a good sign-in answers (signed by the server, 90
 * days): sent with the next sign-in so that this browser is let through first when the server is
 * flooded with sign-ins. It stays after sign-out; it is no credential.
 */
const knownDeviceKey = 'lsws.knownDevice';

/** The stored known-device value, or undefined (none, unreadable, or not of its shape). Browser only. */
export function readKnownDevice(storage: Storage = window.localStorage): string | undefined {
  try {
    const value = storage.getItem(knownDeviceKey);
    return value && /^\d{1,12}\.\d{1,15}\.[\w-]{43}$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeKnownDevice(value: string | undefined, storage: Storage = window.localStorage): void {
  try {
    if (value) storage.setItem(knownDeviceKey, value);
  } catch {
    // storage full or refused: the next sign-in simply waits in the common queue
  }
}
