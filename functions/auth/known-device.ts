/**
 * A known device: a value the browser keeps after a good sign-in and sends with the next one, so
 * that under a flood of sign-ins from elsewhere the admin's own device is let through first
 * (issue 32, item 7). It proves nothing by itself (the password is still checked, and a second
 * factor still asked): it only buys a place ahead of the queue and past the network budgets.
 * It is `<admin id>.<expiry in ms>.<HMAC-SHA256>`, signed with a server secret kept in the
 * database (server_secrets), so every instance checks what any other issued; no cookie.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/index';
import { storedSecret } from '../db/secrets';

export const knownDeviceLifetimeMs = 90 * 24 * 60 * 60_000;

const secrets = new WeakMap<Queryable, Promise<string>>();
function secretOf(db: Queryable): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = storedSecret(db, 'known_device_key');
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const signatureOf = (secret: string, adminId: number, expiresAt: number) =>
  createHmac('sha256', secret).update(`known-device:v1:${adminId}:${expiresAt}`).digest('base64url');

/** A known-device value for this admin, good for 90 days from `now`. */
export async function issueKnownDevice(db: Queryable, adminId: number, now: Date): Promise<string> {
  const expiresAt = now.getTime() + knownDeviceLifetimeMs;
  return `${adminId}.${expiresAt}.${signatureOf(await secretOf(db), adminId, expiresAt)}`;
}

/** Whether `value` is a known-device value this server signed, not expired, for this admin. */
export async function isKnownDevice(db: Queryable, value: string | undefined, adminId: number | undefined, now: Date): Promise<boolean> {
  if (!value || adminId === undefined) return false;
  const match = /^(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(value);
  if (!match) return false;
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  if (Number(id) !== adminId || Number(expires) <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(await secretOf(db), adminId, Number(expires)));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
