/**
 * The admin's second factor (issue 14): TOTP (RFC 6238, `otpauth`), one-time recovery codes and
 * passkeys (WebAuthn, `@simplewebauthn/server`), and the pending sign-in between a right password
 * and the second factor. Secrets never leave this module in clear except the enrol answer, once.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AdminSecondFactorResponse, SecondFactorMethod } from '../../domain';
import type { Database, Queryable } from '../db/index';
import { storedSecret } from '../db/secrets';
import { HttpError, trustedOrigin } from '../http';

export const secondFactorLimits = {
  /** how long the pending sign-in lasts after the right password */
  pendingMs: 5 * 60_000,
  /** tries per pending sign-in, each counted before it is checked */
  triesPerSignIn: 5,
  /** RFC 6238 time step */
  stepSeconds: 30,
  /** steps accepted either side of now (clock drift) */
  window: 1,
  recoveryCodes: 10,
  /** a passkey being added: its challenge lasts this long */
  registrationMs: 5 * 60_000,
} as const;

const issuer = 'Lone Star Web Studio';

// --- TOTP ---------------------------------------------------------------------------------

const totpOf = (secretBase32: string, label = 'admin') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: secondFactorLimits.stepSeconds, secret: Secret.fromBase32(secretBase32) });

/** The time step of `code` for this secret within ±1 step of `now`, or null when it is not one. */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: secondFactorLimits.window });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / secondFactorLimits.stepSeconds) + delta;
}

/** The code an app would show at `at` (tests, and the CLI's self-check). */
export const totpCodeAt = (secretBase32: string, at: Date): string => totpOf(secretBase32).generate({ timestamp: at.getTime() });

/** The TOTP secret is kept encrypted with a key from server_secrets (AES-256-GCM). */
async function totpKey(db: Queryable): Promise<Buffer> {
  return createHash('sha256').update(await storedSecret(db, 'totp-secret-key')).digest();
}
async function encryptSecret(db: Queryable, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await totpKey(db), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}
async function decryptSecret(db: Queryable, stored: string): Promise<string> {
  const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', await totpKey(db), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/** Starts (or restarts) enrolment: a new unconfirmed secret. Refused while a confirmed one exists. */
export async function beginTotp(db: Queryable, adminId: number, label: string, now: Date): Promise<NonNullable<AdminSecondFactorResponse['totpSetup']> | null> {
  const secret = new Secret({ size: 20 }).base32;
  const rows = await db.query(
    `insert into admin_totp (admin_id, secret_encrypted, created_at) values ($1, $2, $3)
     on conflict (admin_id) do update set secret_encrypted = excluded.secret_encrypted, created_at = excluded.created_at, last_used_step = null
     where admin_totp.confirmed_at is null
     returning admin_id`,
    [adminId, await encryptSecret(db, secret), now],
  );
  if (rows.length === 0) return null;
  const uri = totpOf(secret, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a code against the admin's TOTP secret and spends its time step: the step is stored in
 * the same statement that checks it is newer than the last one used, so a code (or an older
 * one) is accepted once, even by two requests at the same moment.
 */
export async function useTotpCode(db: Queryable, adminId: number, code: string, now: Date, options: { confirming?: boolean } = {}): Promise<boolean> {
  const [row] = await db.query<{ secret_encrypted: string }>(
    `select secret_encrypted from admin_totp where admin_id = $1 and (confirmed_at is ${options.confirming ? '' : 'not '}null)`,
    [adminId],
  );
  if (!row) return false;
  const step = totpStepOf(await decryptSecret(db, row.secret_encrypted), code, now);
  if (step === null) return false;
  const spent = await db.query(
    `update admin_totp set last_used_step = $2, confirmed_at = coalesce(confirmed_at, $3)
     where admin_id = $1 and (last_used_step is null or last_used_step < $2) returning admin_id`,
    [adminId, step, now],
  );
  return spent.length === 1;
}

// --- recovery codes -----------------------------------------------------------------------

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
async function recoveryHash(db: Queryable, code: string): Promise<string> {
  return createHmac('sha256', await storedSecret(db, 'recovery-code-key')).update(normaliseRecovery(code)).digest('hex');
}

/** Ten new codes (xxxxx-xxxxx, about 49 bits each); the old ones end. Returned once, kept as keyed hashes. */
export async function regenerateRecoveryCodes(db: Database, adminId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: secondFactorLimits.recoveryCodes }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const hashes = await Promise.all(codes.map((code) => recoveryHash(db, code)));
  // Two regenerations at the same moment leave one set of ten, never twenty: the admin's row is
  // locked first, so the second waits for the first to commit and its delete then sees (and ends)
  // the first's codes. (One delete-and-insert statement is not enough on PostgreSQL: both
  // statements' snapshots miss the other's new rows.)
  await db.transaction(async (tx) => {
    await tx.query('select id from admins where id = $1 for update', [adminId]);
    await tx.query('delete from admin_recovery_codes where admin_id = $1', [adminId]);
    await tx.query(
      'insert into admin_recovery_codes (admin_id, code_hash, created_at) select $1, h, $3 from unnest($2::text[]) as h',
      [adminId, hashes, now],
    );
  });
  return codes;
}

/** Spends a recovery code: one statement, so a code works once however many requests carry it. */
export async function useRecoveryCode(db: Queryable, adminId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'update admin_recovery_codes set used_at = $3 where admin_id = $1 and code_hash = $2 and used_at is null returning id',
    [adminId, await recoveryHash(db, code), now],
  );
  return rows.length === 1;
}

// --- passkeys -----------------------------------------------------------------------------

export interface RelyingParty {
  id: string;
  origin: string;
}

/** The WebAuthn relying party: SITE_ORIGIN, else the request's own origin when it names this machine. */
export function relyingPartyOf(request: Request, env: { SITE_ORIGIN?: string }): RelyingParty | undefined {
  const origin = trustedOrigin(request, env);
  if (!origin) return undefined;
  const host = new URL(origin).hostname;
  return { id: host.startsWith('[') ? host.slice(1, -1) : host, origin };
}

/** The relying party of a passkey call, or a 400 that says what the server lacks. */
export function requireRelyingParty(request: Request, env: { SITE_ORIGIN?: string }): RelyingParty {
  const rp = relyingPartyOf(request, env);
  if (!rp) throw new HttpError(400, 'Passkeys need the site address: set SITE_ORIGIN on the server.');
  return rp;
}

interface PasskeyRow {
  id: number;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}
const transportsOf = (row: PasskeyRow) => (row.transports ? row.transports.split(',') : undefined);

export async function passkeysOf(db: Queryable, adminId: number): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>('select * from admin_passkeys where admin_id = $1 order by created_at, id', [adminId]);
}

export async function passkeyRegistrationOptions(db: Queryable, admin: { id: number; email: string; name: string }, rp: RelyingParty, now: Date) {
  const existing = await passkeysOf(db, admin.id);
  const options = await generateRegistrationOptions({
    rpName: issuer,
    rpID: rp.id,
    userName: admin.email,
    userDisplayName: admin.name,
    userID: new TextEncoder().encode(`admin-${admin.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await db.query(
    `insert into admin_webauthn_challenges (admin_id, challenge, expires_at) values ($1, $2, $3)
     on conflict (admin_id) do update set challenge = excluded.challenge, expires_at = excluded.expires_at`,
    [admin.id, options.challenge, new Date(now.getTime() + secondFactorLimits.registrationMs)],
  );
  return options;
}

/** Verifies a new passkey against the challenge given (used once) and stores it; false when refused. */
export async function registerPasskey(
  db: Queryable,
  adminId: number,
  rp: RelyingParty,
  name: string,
  response: RegistrationResponseJSON,
  now: Date,
): Promise<boolean> {
  const [challenge] = await db.query<{ challenge: string }>(
    'delete from admin_webauthn_challenges where admin_id = $1 and expires_at > $2 returning challenge',
    [adminId, now],
  );
  if (!challenge) return false;
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  const rows = await db.query(
    `insert into admin_passkeys (admin_id, credential_id, public_key, counter, transports, name, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (credential_id) do nothing returning id`,
    [adminId, credential.id, Buffer.from(credential.publicKey).toString('base64url'), credential.counter, (credential.transports ?? []).join(','), name, now],
  );
  return rows.length === 1;
}

/** Checks a passkey's answer to the pending sign-in's challenge; the counter must move on when the authenticator keeps one. */
export async function usePasskey(db: Queryable, adminId: number, rp: RelyingParty, challenge: string, response: AuthenticationResponseJSON, now: Date): Promise<boolean> {
  const [row] = await db.query<PasskeyRow>('select * from admin_passkeys where admin_id = $1 and credential_id = $2', [adminId, response.id]);
  if (!row) return false;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: row.credential_id, publicKey: Buffer.from(row.public_key, 'base64url'), counter: Number(row.counter), transports: transportsOf(row) },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return false;
  await db.query('update admin_passkeys set counter = $2, last_used_at = $3 where id = $1', [row.id, result.authenticationInfo.newCounter, now]);
  return true;
}

// --- what an admin has --------------------------------------------------------------------

export async function secondFactorStatus(db: Queryable, adminId: number): Promise<Pick<AdminSecondFactorResponse, 'totp' | 'passkeys' | 'recoveryCodes'>> {
  const [totp] = await db.query<{ confirmed_at: Date | string | null }>('select confirmed_at from admin_totp where admin_id = $1', [adminId]);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from admin_recovery_codes where admin_id = $1 and used_at is null', [adminId]);
  const passkeys = await passkeysOf(db, adminId);
  return {
    totp: { enrolled: Boolean(totp?.confirmed_at), confirmedAt: totp?.confirmed_at ? new Date(totp.confirmed_at).toISOString() : null },
    recoveryCodes: { remaining: n },
    passkeys: passkeys.map((p) => ({
      id: Number(p.id),
      name: p.name,
      createdAt: new Date(p.created_at).toISOString(),
      lastUsedAt: p.last_used_at ? new Date(p.last_used_at).toISOString() : null,
    })),
  };
}

/** The factors that can finish a sign-in; none means the password alone signs in. */
export async function secondFactorMethodsOf(db: Queryable, adminId: number): Promise<SecondFactorMethod[]> {
  const status = await secondFactorStatus(db, adminId);
  const methods: SecondFactorMethod[] = [];
  if (status.totp.enrolled) methods.push('totp');
  if (status.passkeys.length > 0) methods.push('passkey');
  if (methods.length > 0 && status.recoveryCodes.remaining > 0) methods.push('recovery');
  return methods;
}

/** Once no factor is left, recovery codes mean nothing: they go too. */
export async function dropRecoveryCodesIfNoFactor(db: Queryable, adminId: number): Promise<void> {
  await db.query(
    `delete from admin_recovery_codes where admin_id = $1
       and not exists (select 1 from admin_totp where admin_id = $1 and confirmed_at is not null)
       and not exists (select 1 from admin_passkeys where admin_id = $1)`,
    [adminId],
  );
}

/** `npm run admin -- reset-second-factor`: every factor, code and pending sign-in of the admin, and their sessions. */
export async function resetSecondFactor(db: Database, adminId: number, now: Date): Promise<{ removed: number; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    let removed = 0;
    for (const table of ['admin_totp', 'admin_recovery_codes', 'admin_passkeys', 'admin_pending_sign_ins', 'admin_webauthn_challenges']) {
      removed += (await tx.query(`delete from ${table} where admin_id = $1 returning admin_id`, [adminId])).length;
    }
    const ended = await tx.query('update admin_sessions set revoked_at = $2 where admin_id = $1 and revoked_at is null returning admin_id', [adminId, now]);
    return { removed, sessionsEnded: ended.length };
  });
}

// --- pending sign-ins ---------------------------------------------------------------------

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createPendingSignIn(db: Queryable, adminId: number, challenge: string | null, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + secondFactorLimits.pendingMs);
  await db.query('delete from admin_pending_sign_ins where expires_at < $1', [now]);
  await db.query(
    'insert into admin_pending_sign_ins (token_hash, admin_id, created_at, expires_at, passkey_challenge) values ($1, $2, $3, $4, $5)',
    [tokenHash(token), adminId, now, expiresAt, challenge],
  );
  return { token, expiresAt };
}

export interface PendingTry {
  adminId: number;
  tries: number;
  passkeyChallenge: string | null;
}

/**
 * Counts one try of a pending sign-in before its code is checked, in one statement: the row is
 * updated only while it is live and has tries left, so of any number of tries sent at the same
 * moment at most `triesPerSignIn` get through. null: ended, used, or out of tries.
 */
export async function countPendingTry(db: Queryable, token: string, now: Date): Promise<PendingTry | null> {
  const [row] = await db.query<{ admin_id: number; tries: number; passkey_challenge: string | null }>(
    `update admin_pending_sign_ins set tries = tries + 1
     where token_hash = $1 and completed_at is null and expires_at > $2 and tries < $3
     returning admin_id, tries, passkey_challenge`,
    [tokenHash(token), now, secondFactorLimits.triesPerSignIn],
  );
  return row ? { adminId: row.admin_id, tries: row.tries, passkeyChallenge: row.passkey_challenge } : null;
}

/** Ends the pending sign-in for good; false when another request finished it first. */
export async function completePendingSignIn(db: Queryable, token: string, now: Date): Promise<boolean> {
  const rows = await db.query('update admin_pending_sign_ins set completed_at = $2 where token_hash = $1 and completed_at is null returning admin_id', [tokenHash(token), now]);
  return rows.length === 1;
}
