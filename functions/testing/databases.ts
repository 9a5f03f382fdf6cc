/**
 * Test databases: PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set. Each test
 * file gets its own schema on PostgreSQL, so files can run in parallel against one database.
 */
import { randomBytes } from 'node:crypto';
import { migrate, openDatabase, type Database } from '../db/index';
import { seed } from '../db/seed';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  /** PostgreSQL: the URL of this database with its own schema (for a server started elsewhere) */
  url?: string;
  /** opens another connection to the same database (same schema) */
  reopen(): Promise<Database>;
  cleanup(): Promise<void>;
}

export async function openTestDatabase(kind: TestDatabaseKind, options: { migrate?: boolean; seed?: Date | false } = {}): Promise<TestDatabase> {
  let test: TestDatabase;
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://' });
    test = {
      db,
      reopen: () => Promise.reject(new Error('an in-memory PGlite cannot be opened twice')),
      cleanup: () => db.close(),
    };
  } else {
    const base = process.env.TEST_DATABASE_URL!;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ url: base });
    await admin.exec(`create schema ${schema}`);
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const db = await openDatabase({ url: url.href });
    const others: Database[] = [];
    test = {
      db,
      url: url.href,
      reopen: async () => {
        const other = await openDatabase({ url: url.href });
        others.push(other);
        return other;
      },
      cleanup: async () => {
        await Promise.all([db, ...others].map((d) => d.close()));
        await admin.exec(`drop schema ${schema} cascade`);
        await admin.close();
      },
    };
  }
  if (options.migrate !== false) await migrate(test.db);
  if (options.seed) await seed(test.db);
  return test;
}
