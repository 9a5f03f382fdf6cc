/**
 * Admin password hashing with scrypt (node:crypto), a per-user salt and a constant-time compare.
 * The stored string carries its parameters, so they can be raised later without a migration.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's first scrypt choice: N = 2^17, r = 8, p = 1 (128 MiB per hash).
const defaults = { logN: 17, r: 8, p: 1 } as const;
const keyLength = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
}

export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** `cost` is for tests only: verification reads the cost from the stored string. */
export async function hashPassword(password: string, cost: ScryptCost = defaults): Promise<string> {
  const salt = randomBytes(16);
  const { logN, r, p } = cost;
  const key = await scrypt(password, salt, optionsFor(logN, r, p));
  return `scrypt$${logN}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 22) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  const actual = await scrypt(password, salt, optionsFor(logN, r, p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The cost a stored hash was made with (the defaults when it cannot be read). */
function costOf(stored: string | undefined): ScryptCost {
  const [kind, logN, r, p] = (stored ?? '').split('$');
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  const valid = kind === 'scrypt' && Object.values(cost).every(Number.isInteger) && cost.logN >= 10 && cost.logN <= 22;
  return valid ? cost : defaults;
}

/**
 * A hash of nothing, checked when the email is unknown so that timing does not reveal it. It
 * costs what the admins' hashes cost (pass one of them), or the defaults.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(likeStored?: string): Promise<string> {
  const cost = costOf(likeStored);
  const id = `${cost.logN}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(id);
  if (!decoy) decoys.set(id, (decoy = hashPassword(randomBytes(16).toString('hex'), cost)));
  return decoy;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
