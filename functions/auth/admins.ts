/**
 * Managing admin accounts (the `npm run admin` CLI uses these): add one, reset a password, list,
 * remove. Passwords are hashed here (passwords.ts); nothing else ever sees them.
 */
import { adminPasswordRules } from '../../domain/admin-sign-in';
import type { Database } from '../db/index';
import { hashPassword } from './passwords';

const passwordRules = adminPasswordRules;

export class AdminAccountError extends Error {
  override readonly name = 'AdminAccountError';
}

export function checkPassword(password: string): void {
  if (password.length < passwordRules.minLength) {
    throw new AdminAccountError(`The password must be at least ${passwordRules.minLength} characters.`);
  }
  if (password.length > passwordRules.maxLength) throw new AdminAccountError('The password is too long.');
}

const emailPattern = /^[^\s@]+@[^\s@]+$/;
export function normaliseEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (!emailPattern.test(value) || value.length > 254) throw new AdminAccountError(`"${email}" is not an email address.`);
  return value;
}

export interface AdminSummary {
  email: string;
  name: string;
  createdAt: Date;
  activeSessions: number;
}

export async function addAdmin(db: Database, input: { email: string; name?: string; password: string }): Promise<void> {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  const hash = await hashPassword(input.password);
  const rows = await db.query<{ id: number }>(
    'insert into admins (email, name, password_hash) values ($1, $2, $3) on conflict ((lower(email))) do nothing returning id',
    [email, input.name?.trim() || 'Site admin', hash],
  );
  if (rows.length === 0) throw new AdminAccountError(`An admin with the email ${email} already exists; use reset-password.`);
}

/** A new password ends every session of that admin (whoever knew the old one is signed out). */
export async function resetPassword(db: Database, input: { email: string; password: string }, now = new Date()): Promise<{ sessionsEnded: number }> {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [admin] = await tx.query<{ id: number }>('update admins set password_hash = $2 where lower(email) = $1 returning id', [email, hash]);
    if (!admin) throw new AdminAccountError(`There is no admin with the email ${email}.`);
    const ended = await tx.query<{ token_hash: string }>(
      'update admin_sessions set revoked_at = $2 where admin_id = $1 and revoked_at is null returning token_hash',
      [admin.id, now],
    );
    return { sessionsEnded: ended.length };
  });
}

export async function listAdmins(db: Database, now = new Date()): Promise<AdminSummary[]> {
  const rows = await db.query<{ email: string; name: string; created_at: Date | string; sessions: number }>(
    `select a.email, a.name, a.created_at,
            (select count(*)::int from admin_sessions s where s.admin_id = a.id and s.revoked_at is null and s.expires_at > $1) as sessions
     from admins a order by a.created_at, a.id`,
    [now],
  );
  return rows.map((r) => ({ email: r.email, name: r.name, createdAt: new Date(r.created_at), activeSessions: r.sessions }));
}

/** Removes an admin (and their sessions); the last admin cannot be removed. */
export async function removeAdmin(db: Database, emailInput: string): Promise<void> {
  const email = normaliseEmail(emailInput);
  await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from admins');
    const [admin] = await tx.query<{ id: number }>('select id from admins where lower(email) = $1', [email]);
    if (!admin) throw new AdminAccountError(`There is no admin with the email ${email}.`);
    if (n <= 1) throw new AdminAccountError('This is the only admin; add another before removing it.');
    await tx.query('delete from admins where id = $1', [admin.id]);
  });
}
