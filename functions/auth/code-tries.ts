/**
 * How a second-factor code try is counted, at sign-in and at step-up alike (docs/security.md,
 * "Sign-in, lockout and the security log"): against the admin from this client (the pair,
 * `rateLimits.secondFactorPair`) and against the admin from everywhere
 * (`rateLimits.secondFactorAccount`); past the admin's cap only a client without wrong codes of
 * its own may try, so an attacker holding the password cannot lock the admin out.
 */
import { countAttempt, hashKey, rateLimits, retryAfterMs, uncountAttempt, type Attempt } from '../rate-limit';
import type { Queryable } from '../db/index';

/** The counters a code try goes against: the admin from this client (the pair), then the admin. */
export function secondFactorTries(adminId: number, client: string, salt = ''): [Attempt, Attempt] {
  return [
    { key: `second-factor-fail:pair:${hashKey(`${adminId}:${client}`, salt)}`, limit: rateLimits.secondFactorPair },
    { key: `second-factor-fail:admin:${adminId}`, limit: rateLimits.secondFactorAccount },
  ];
}

/**
 * Counts one code try. Past a cap the try is uncounted again and the answer says which cap and how
 * long to wait; otherwise null, and the caller uncounts the keys once the code proves right.
 */
export async function admitCodeTry(db: Queryable, tries: [Attempt, Attempt], at: Date): Promise<{ limit: string; waitMs: number } | null> {
  const [pair, account] = tries;
  const keys = tries.map((t) => t.key);
  const totals = await countAttempt(db, tries, at);
  const pairOver = totals.get(pair.key)! > pair.limit.max;
  // past the admin's cap, a client that has guessed wrong itself is refused; a clean one may try
  const accountOver = totals.get(account.key)! > account.limit.max && totals.get(pair.key)! > 1;
  if (!pairOver && !accountOver) return null;
  await uncountAttempt(db, keys, at);
  const waitMs = pairOver
    ? await retryAfterMs(db, pair.key, pair.limit, at)
    : Math.min(await retryAfterMs(db, account.key, account.limit, at), await retryAfterMs(db, pair.key, { ...pair.limit, max: 1 }, at));
  return { limit: pairOver ? 'second factor, admin and client' : 'second factor, admin', waitMs };
}
