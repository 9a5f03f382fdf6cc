/**
 * Admin sessions: a random token the browser keeps, stored here only as its SHA-256 hash.
 * A session ends after 30 minutes without use (domain adminSession) or 12 hours after login,
 * whichever comes first, or when revoked.
 */
import { createHash, randomBytes } from 'node:crypto';
import { adminSession, messages } from '../../domain';
import type { Database, Queryable } from '../db/index';
import { HttpError } from '../http';
import { generatePassword, hashPassword } from './passwords';
import { describeUserAgent } from './user-agent';

export const sessionLimits = {
  idleMs: adminSession.inactivityLimitMs,
  absoluteMs: 12 * 60 * 60 * 1000,
} as const;

export interface AdminIdentity {
  id: number;
  email: string;
  name: string;
  /** when this session last proved who the admin is (sign-in, step-up; step-up.ts); null: never */
  authenticatedAt?: Date | null;
  /** an invited admin without a second factor yet: only enrolment is open to them (requireAdmin) */
  mustEnrolSecondFactor?: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes, base64url: exactly 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (token: string) => tokenPattern.test(token);

/** `userAgent`: the sign-in's User-Agent header; only a short description of it is kept (user-agent.ts). */
export async function createSession(db: Queryable, adminId: number, now: Date, userAgent?: string | null): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionLimits.absoluteMs);
  await db.query(
    // the sign-in that creates a session is its first authentication (step-up.ts)
    `insert into admin_sessions (token_hash, admin_id, created_at, last_seen_at, expires_at, user_agent, authenticated_at) values ($1, $2, $3, $3, $4, $5, $3)`,
    [hashToken(token), adminId, now, expiresAt, describeUserAgent(userAgent)],
  );
  return { token, expiresAt };
}

/**
 * The idle clock moves at most this often. Most checks of a live session are then one read, not
 * a write (admin-verify runs on every page change); the 30-minute idle limit is off by at most
 * this much.
 */
export const touchIntervalMs = 30_000;

/** The session's admin if the token is live, refreshing its idle clock; otherwise null. */
export async function touchSession(db: Queryable, token: string, now: Date): Promise<AdminIdentity | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const rows = await db.query<{ id: number; email: string; name: string; last_seen_at: Date | string; authenticated_at: Date | string | null; must_enrol: boolean }>(
    `select a.id, a.email, a.name, s.last_seen_at, s.authenticated_at,
            (exists (select 1 from admin_invitations i where i.used_by = a.id)
             and not exists (select 1 from admin_totp t where t.admin_id = a.id and t.confirmed_at is not null)
             and not exists (select 1 from admin_passkeys p where p.admin_id = a.id)) as must_enrol
     from admin_sessions s join admins a on a.id = s.admin_id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3`,
    [tokenHash, now, new Date(now.getTime() - sessionLimits.idleMs)],
  );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= touchIntervalMs) {
    await db.query('update admin_sessions set last_seen_at = greatest(last_seen_at, $2) where token_hash = $1 and revoked_at is null', [tokenHash, now]);
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    authenticatedAt: row.authenticated_at ? new Date(row.authenticated_at) : null,
    mustEnrolSecondFactor: row.must_enrol,
  };
}

/** Ends the token's session; answers its admin's id when this call ended it (null: no live session). */
export async function revokeSession(db: Queryable, token: string, now: Date): Promise<number | null> {
  if (!isWellFormedToken(token)) return null;
  const [ended] = await db.query<{ admin_id: number }>(
    'update admin_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null returning admin_id',
    [hashToken(token), now],
  );
  return ended ? Number(ended.admin_id) : null;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * The admin behind the request's bearer token, or 401. An admin who joined by invitation and has
 * no second factor yet gets 403 `second_factor_enrolment_required` from every call but the
 * enrolment's own (`options.enrolling`): the server keeps them out, not only the page.
 */
export async function requireAdmin(db: Queryable, request: Request, now: Date, options: { enrolling?: boolean } = {}): Promise<AdminIdentity> {
  const token = bearerToken(request);
  const admin = token ? await touchSession(db, token, now) : null;
  if (!admin) throw new HttpError(401, messages.unauthorized, { 'WWW-Authenticate': 'Bearer' });
  if (admin.mustEnrolSecondFactor && !options.enrolling) {
    throw new HttpError(403, messages.secondFactorEnrolmentRequired, undefined, undefined, 'second_factor_enrolment_required');
  }
  return admin;
}

const defaultAdminEmail = 'admin@localhost.localdomain';

/**
 * Creates the first admin when there is none. With ADMIN_PASSWORD the password is the given one;
 * without, a generated one is returned so the caller can print it once.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: { email?: string; password?: string; name?: string },
): Promise<{ created: boolean; email: string; generatedPassword?: string }> {
  const email = (options.email ?? defaultAdminEmail).toLowerCase();
  const existing = await db.query<{ id: number }>('select id from admins where lower(email) = $1', [email]);
  if (existing.length > 0) return { created: false, email };
  const anyAdmin = await db.query<{ id: number }>('select id from admins limit 1');
  if (anyAdmin.length > 0 && !options.email) return { created: false, email };
  const generatedPassword = options.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(options.password ?? generatedPassword!);
  const inserted = await db.query<{ id: number }>(
    `insert into admins (email, name, password_hash) values ($1, $2, $3) on conflict ((lower(email))) do nothing returning id`,
    [email, options.name ?? 'Site admin', passwordHash],
  );
  if (inserted.length === 0) return { created: false, email };
  return generatedPassword ? { created: true, email, generatedPassword } : { created: true, email };
}
