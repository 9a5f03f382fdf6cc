/**
 * Invitations for new admins (migration 015): a one-time link holding a random token, of which
 * only the SHA-256 is stored; good for 72 hours and one use. The handlers (admin-account,
 * admin-invitation) and `npm run admin -- invite` all go through here.
 */
import { randomBytes } from 'node:crypto';
import { adminInvitationMessage } from '../../domain/mail';
import type { Database, Queryable } from '../db/index';
import { queueInvitationMail, scrubInvitationMail } from '../mail/outbox';
import { notifyEveryAdmin } from './admin-notices';
import { AdminAccountError, normaliseEmail } from './admins';
import { hashToken, isWellFormedToken } from './sessions';

export const invitationLifetimeMs = 72 * 60 * 60 * 1000;

/** Where the link leads: the token is in the fragment, so it never reaches a server log or a Referer. */
const invitationLink = (origin: string, token: string) => `${origin}/admin/invite#token=${token}`;

const outboxReference = (id: string | number) => `invitation-${id}`;

export interface CreatedInvitation {
  id: string;
  email: string;
  token: string;
  link: string;
  expiresAt: Date;
}

/**
 * Creates (or, for an email with a pending invitation, replaces: the old link stops working) an
 * invitation, and queues its email in the same transaction, with a notice to every admin (issue 32:
 * a stolen session cannot add an admin unseen). Refuses an email that is already an admin.
 */
export async function createInvitation(
  db: Database,
  input: { email: string; name?: string; invitedBy: { id: number; name: string; email?: string } | null; origin: string },
  now: Date,
): Promise<CreatedInvitation> {
  const email = normaliseEmail(input.email);
  const name = input.name?.trim() ?? '';
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + invitationLifetimeMs);
  const link = invitationLink(input.origin, token);
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: number }>('select id from admins where lower(email) = $1', [email]);
    if (existing) throw new AdminAccountError(`${email} is already an admin.`);
    // the old link stops working and says so ("withdrawn or replaced"); its outbox copy loses the token
    const replaced = await tx.query<{ id: string }>(
      'update admin_invitations set revoked_at = $2 where lower(email) = $1 and used_at is null and revoked_at is null returning id::text',
      [email, now],
    );
    for (const old of replaced) await scrubInvitationMail(tx, outboxReference(old.id));
    // two invitations of one email at the same moment: the second finds the first's new row and
    // takes it over (the partial unique index keeps one pending link per email)
    const [row] = await tx.query<{ id: string }>(
      `insert into admin_invitations (token_hash, email, name, invited_by, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)
       on conflict ((lower(email))) where used_at is null and revoked_at is null
       do update set token_hash = excluded.token_hash, name = excluded.name, invited_by = excluded.invited_by,
                     created_at = excluded.created_at, expires_at = excluded.expires_at
       returning id::text`,
      [hashToken(token), email, name, input.invitedBy?.id ?? null, now, expiresAt],
    );
    const id = row!.id;
    await scrubInvitationMail(tx, outboxReference(id));
    const message = adminInvitationMessage({ email, name, invitedBy: input.invitedBy?.name ?? 'The site owner', link, expiresAt });
    await queueInvitationMail(tx, outboxReference(id), message, now);
    const actor = input.invitedBy ? `${input.invitedBy.name}${input.invitedBy.email ? ` (${input.invitedBy.email})` : ''}` : 'Someone on the server (npm run admin -- invite)';
    await notifyEveryAdmin(tx, { kind: 'admin_invited', actor, invitedEmail: email }, now, input.origin);
    return { id, email, token, link, expiresAt };
  });
}

export type InvitationProblem = 'unknown' | 'used' | 'revoked' | 'expired';

const invitationProblemMessages: Readonly<Record<InvitationProblem, string>> = {
  unknown: 'This invitation link is not valid. Ask the admin who invited you for a new one.',
  used: 'This invitation link has already been used. Sign in with the password chosen then, or ask for a new invitation.',
  revoked: 'This invitation was withdrawn (or replaced by a newer link). Ask the admin who invited you for a new one.',
  expired: 'This invitation link has expired (links work for 72 hours). Ask the admin who invited you for a new one.',
};

export class InvitationError extends Error {
  override readonly name = 'InvitationError';
  constructor(readonly problem: InvitationProblem) {
    super(invitationProblemMessages[problem]);
  }
}

interface InvitationRow {
  id: string;
  email: string;
  name: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  revoked_at: Date | string | null;
}

/** The invitation behind a token if it can still be used; otherwise throws why not. */
export async function checkInvitation(db: Queryable, token: string, now: Date): Promise<{ id: string; email: string; name: string; expiresAt: Date }> {
  if (!isWellFormedToken(token)) throw new InvitationError('unknown');
  const [row] = await db.query<InvitationRow>(
    'select id::text, email, name, expires_at, used_at, revoked_at from admin_invitations where token_hash = $1',
    [hashToken(token)],
  );
  if (!row) throw new InvitationError('unknown');
  if (row.used_at) throw new InvitationError('used');
  if (row.revoked_at) throw new InvitationError('revoked');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new InvitationError('expired');
  return { id: row.id, email: row.email, name: row.name, expiresAt: new Date(row.expires_at) };
}

/**
 * Uses the invitation and creates the admin, in one transaction. The invitation is taken by one
 * `update ... where used_at is null ... returning`: of two accepts at the same moment, the
 * second finds it used (PostgreSQL re-checks the condition after the first commits) and creates
 * nothing. `passwordHash` is made by the caller, through the password gate.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; name: string; passwordHash: string },
  now: Date,
): Promise<{ adminId: number; email: string; name: string; invitedBy: number | null }> {
  if (!isWellFormedToken(input.token)) throw new InvitationError('unknown');
  const name = input.name.trim();
  if (!name) throw new AdminAccountError('Enter your name.');
  return db.transaction(async (tx) => {
    const [taken] = await tx.query<{ id: string; email: string; invited_by: number | null }>(
      `update admin_invitations set used_at = $2
       where token_hash = $1 and used_at is null and revoked_at is null and expires_at > $2
       returning id::text, email, invited_by`,
      [hashToken(input.token), now],
    );
    if (!taken) {
      await checkInvitation(tx, input.token, now);
      throw new InvitationError('used');
    }
    const [admin] = await tx.query<{ id: number }>(
      'insert into admins (email, name, password_hash, created_at) values ($1, $2, $3, $4) on conflict ((lower(email))) do nothing returning id',
      [taken.email, name, input.passwordHash, now],
    );
    if (!admin) throw new AdminAccountError(`${taken.email} is already an admin: sign in instead.`);
    await tx.query('update admin_invitations set used_by = $2 where id = $1', [taken.id, admin.id]);
    await scrubInvitationMail(tx, outboxReference(taken.id));
    return { adminId: admin.id, email: taken.email, name, invitedBy: taken.invited_by };
  });
}

/** Withdraws a pending invitation; false when there is none with that id. */
export async function revokeInvitation(db: Database, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query('update admin_invitations set revoked_at = $2 where id = $1 and used_at is null and revoked_at is null returning id', [id, now]);
    if (rows.length === 0) return false;
    await scrubInvitationMail(tx, outboxReference(id));
    return true;
  });
}

export async function pendingInvitations(db: Queryable, now: Date) {
  const rows = await db.query<{ id: string; email: string; name: string; created_at: Date | string; expires_at: Date | string; invited_by: string | null }>(
    `select i.id::text, i.email, i.name, i.created_at, i.expires_at, a.name as invited_by
     from admin_invitations i left join admins a on a.id = i.invited_by
     where i.used_at is null and i.revoked_at is null
     order by i.created_at desc, i.id desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    invitedAt: new Date(r.created_at).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    invitedBy: r.invited_by,
    expired: new Date(r.expires_at).getTime() <= now.getTime(),
  }));
}
