import { randomBytes } from 'node:crypto';
import type { Queryable } from './index';

/**
 * The secret stored under `name`, made (32 random bytes) the first time it is asked for. Two
 * instances starting at once both get the one that was stored first.
 */
export async function storedSecret(db: Queryable, name: string): Promise<string> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>('select value from server_secrets where name = $1', [name]);
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
