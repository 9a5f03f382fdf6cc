/**
 * One small database interface over the embedded PGlite (default) and PostgreSQL (DATABASE_URL),
 * so handlers and migrations run the same SQL on both.
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDurablePglite } from './pglite-durable';
import { makePrivateDir, repairedMessage } from '../private-files';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** runs one or more statements without parameters */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** runs `fn` in one transaction; on PGlite, other queries wait until it ends */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool: connections open, idle, and callers waiting for one (metrics) */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** a postgres:// URL; without it, the embedded PGlite */
  url?: string;
  /** PGlite's folder (default `.data/pglite`), or `memory://` */
  dataDir?: string;
  /** where a repair of the folder's permissions is reported; default console.warn */
  warn?: (line: string) => void;
}

const defaultDataDir = '.data/pglite';

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? defaultDataDir, options.warn ?? ((line) => console.warn(line)));
}

async function openPglite(dataDir: string, warn: (line: string) => void): Promise<Database> {
  let pg: import('@electric-sql/pglite').PGlite;
  if (dataDir.includes('://')) {
    const { PGlite } = await import('@electric-sql/pglite');
    pg = await PGlite.create(dataDir);
  } else {
    // The folder and its files are this user's alone (private-files.ts): repaired if an older
    // version or another umask left them open, then again after PGlite's initdb wrote a new one.
    const before = makePrivateDir(dataDir);
    if (before.repaired.length > 0) warn(repairedMessage(dataDir, before));
    // A folder: each commit is on the disk before it returns (see pglite-durable.ts).
    pg = await openDurablePglite(dataDir);
    makePrivateDir(dataDir);
  }
  return {
    kind: 'pglite',
    async query(sql, params) {
      return (await pg.query(sql, params)).rows as never;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn({
          async query(sql, params) {
            return (await tx.query(sql, params)).rows as never;
          },
          async exec(sql) {
            await tx.exec(sql);
          },
        }),
      );
    },
    close: () => pg.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle client error', error.message));
  return {
    kind: 'postgres',
    async query(sql, params) {
      return (await pool.query(sql, params as unknown[] | undefined)).rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          async query(sql, params) {
            return (await client.query(sql, params as unknown[] | undefined)).rows;
          },
          async exec(sql) {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

// --- migrations -------------------------------------------------------------------------

/** Any constant shared by every process that migrates this database. */
const migrationLockId = 7_320_451;

/**
 * The migrations folder: next to this module in the source tree; a bundled server (Vite SSR)
 * should copy `functions/db/migrations` beside its output or pass `migrationsDir`.
 */
function defaultMigrationsDir(): string {
  const beside = fileURLToPath(new URL('./migrations/', import.meta.url));
  if (existsSync(beside)) return beside;
  return path.resolve('functions/db/migrations');
}

export interface Migration {
  id: string;
  sql: string;
}

export async function loadMigrations(dir = defaultMigrationsDir()): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => /^\d+_[\w-]+\.sql$/.test(n)).sort();
  return Promise.all(names.map(async (name) => ({ id: name.replace(/\.sql$/, ''), sql: await readFile(path.join(dir, name), 'utf8') })));
}

/**
 * Applies the migrations not yet recorded, in order, in one transaction. A transaction-scoped
 * advisory lock makes a second process wait and then find nothing left to do.
 * Returns the ids applied now.
 */
export async function migrate(db: Database, options: { migrationsDir?: string; migrations?: Migration[] } = {}): Promise<string[]> {
  const migrations = options.migrations ?? (await loadMigrations(options.migrationsDir));
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockId]);
    await tx.exec(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
