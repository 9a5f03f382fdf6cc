/**
 * Backups that restore (issue 20). One logical format for both engines: every table of the
 * schema as rows PostgreSQL itself turned into JSON (`to_jsonb`), read in one repeatable-read
 * transaction (a consistent snapshot), with the ids of the migrations applied; gzip'd JSON.
 * Restoring takes an empty database of either kind, applies those migrations, puts the rows back
 * through `jsonb_populate_recordset` (PostgreSQL's own input functions: timestamps, jsonb, bytea
 * come back as they were), moves each serial column's sequence past its largest value, then
 * applies any newer migrations. So a PGlite backup restores into PostgreSQL and back, and does not
 * depend on PGlite's on-disk version (which PGlite's `dumpDataDir()` tarball would); it needs no
 * `pg_dump` binary of the server's version. docs/operations.md explains how to use it.
 */
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { makePrivateDir } from '../private-files';
import { loadMigrations, migrate, type Database, type Queryable } from './index';

export const backupFormat = 'lone-star-web-studio-backup';

export interface BackupFile {
  format: typeof backupFormat;
  version: 1;
  createdAt: string;
  /** the engine it was taken from (either restores into either) */
  from: 'pglite' | 'postgres';
  migrations: string[];
  /** in an order that satisfies the foreign keys */
  tables: Array<{ name: string; rows: unknown[] }>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's tables, parents before the tables that refer to them. */
async function tablesInOrder(db: Queryable): Promise<string[]> {
  const tables = (await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`)).map((r) => r.name);
  const edges = await db.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = current_schema() and c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  // at most one pass per table: each pass places at least one, or the rest form a cycle
  for (let pass = 0; pass < tables.length && placed.size < tables.length; pass++) {
    for (const t of tables) {
      if (placed.has(t)) continue;
      if ([...parents.get(t)!].every((p) => placed.has(p) || !parents.has(p))) {
        ordered.push(t);
        placed.add(t);
      }
    }
  }
  for (const t of tables) if (!placed.has(t)) ordered.push(t);
  return ordered;
}

/** Reads every row in one consistent snapshot. */
export async function takeBackup(db: Database, now = new Date()): Promise<BackupFile> {
  return db.transaction(async (tx) => {
    await tx.exec('set transaction isolation level repeatable read, read only');
    const migrations = (await tx.query<{ id: string }>('select id from schema_migrations order by id')).map((r) => r.id);
    const tables: BackupFile['tables'] = [];
    for (const name of await tablesInOrder(tx)) {
      if (name === 'schema_migrations') continue;
      const [row] = await tx.query<{ rows: unknown[] | string }>(`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from ${quote(name)} t`);
      const rows = typeof row!.rows === 'string' ? (JSON.parse(row!.rows) as unknown[]) : row!.rows;
      tables.push({ name, rows });
    }
    return { format: backupFormat, version: 1, createdAt: now.toISOString(), from: db.kind, migrations, tables };
  });
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Puts a backup into an empty database (no table yet, or only the migrations' own). */
export async function restoreBackup(db: Database, backup: BackupFile, options: { migrationsDir?: string } = {}): Promise<{ tables: number; rows: number }> {
  if (backup.format !== backupFormat || backup.version !== 1) throw new RestoreError('This file is not a backup of this site (unknown format).');
  const [existing] = await db.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = current_schema() and tablename = 'schema_migrations'`);
  if (existing!.n > 0) {
    const [applied] = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
    if (applied!.n > 0) throw new RestoreError('The database is not empty: restore into a new, empty database (or data folder).');
  }
  const known = await loadMigrations(options.migrationsDir);
  const knownIds = new Set(known.map((m) => m.id));
  const unknown = backup.migrations.filter((id) => !knownIds.has(id));
  if (unknown.length > 0) throw new RestoreError(`The backup was taken by a newer version of the site (migrations ${unknown.join(', ')}): restore it with that version.`);
  // The schema as it was when the backup was taken; the newer migrations run after the rows are in.
  const taken = new Set(backup.migrations);
  await migrate(db, { migrations: known.filter((m) => taken.has(m.id)) });
  let rows = 0;
  await db.transaction(async (tx) => {
    const present = new Set((await tx.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = current_schema()`)).map((r) => r.name));
    const missing = backup.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
    if (missing.length > 0) throw new RestoreError(`The backup holds tables this schema does not: ${missing.join(', ')}.`);
    // rows a migration itself inserted make way for the backup's
    for (const table of [...backup.tables].reverse()) await tx.exec(`delete from ${quote(table.name)}`);
    for (const table of backup.tables) {
      if (table.rows.length === 0) continue;
      await tx.query(`insert into ${quote(table.name)} select * from jsonb_populate_recordset(null::${quote(table.name)}, $1::jsonb)`, [JSON.stringify(table.rows)]);
      rows += table.rows.length;
      const serials = await tx.query<{ column: string }>(
        `select column_name as column from information_schema.columns
         where table_schema = current_schema() and table_name = $1 and column_default like 'nextval(%'`,
        [table.name],
      );
      for (const { column } of serials) {
        await tx.query(
          `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${quote(table.name)}), 0) + 1, false)`,
          [`${quote(table.name)}`, column],
        );
      }
    }
  });
  await migrate(db, { migrations: known });
  return { tables: backup.tables.length, rows };
}

export const encodeBackup = (backup: BackupFile): Buffer => gzipSync(JSON.stringify(backup));

export function decodeBackup(bytes: Buffer): BackupFile {
  const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return JSON.parse(text) as BackupFile;
}

/** `backup-2026-11-26T03-00-00Z.json.gz`: sorts by time, safe in any file system. */
export const backupFileName = (at: Date) => `backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.json.gz`;
const backupNamePattern = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.json\.gz$/;
const timeOfName = (name: string): number | null => {
  const m = backupNamePattern.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
};

/** Writes a dated backup into `dir` (whole, or not at all: written aside, then renamed). */
export async function writeBackup(db: Database, dir: string, now = new Date()): Promise<{ file: string; bytes: number; rows: number }> {
  const backup = await takeBackup(db, now);
  const bytes = encodeBackup(backup);
  // backups hold every secret the database does: a 0700 folder, 0600 files (private-files.ts)
  makePrivateDir(dir);
  const file = path.join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
  return { file, bytes: bytes.byteLength, rows: backup.tables.reduce((n, t) => n + t.rows.length, 0) };
}

export async function restoreBackupFile(db: Database, file: string): Promise<{ tables: number; rows: number }> {
  return restoreBackup(db, decodeBackup(await readFile(file)));
}

/** The backups in `dir`, newest first (files named by backupFileName only). */
export async function listBackups(dir: string): Promise<Array<{ file: string; at: Date; bytes: number }>> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: Array<{ file: string; at: Date; bytes: number }> = [];
  for (const name of names) {
    const time = timeOfName(name);
    if (time === null) continue;
    const file = path.join(dir, name);
    found.push({ file, at: new Date(time), bytes: (await stat(file)).size });
  }
  return found.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The newest backup in `dir`, as the admin area shows it; null when there is none. */
export async function latestBackup(dir: string): Promise<{ file: string; at: string; bytes: number } | null> {
  const [newest] = await listBackups(dir);
  return newest ? { file: path.basename(newest.file), at: newest.at.toISOString(), bytes: newest.bytes } : null;
}

/** Removes backups older than `keepDays`, always keeping the newest. Answers the files removed. */
export async function pruneBackups(dir: string, keepDays: number, now = new Date()): Promise<string[]> {
  const [newest, ...older] = await listBackups(dir);
  if (!newest) return [];
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const removed: string[] = [];
  for (const backup of older) {
    if (backup.at.getTime() >= cutoff) continue;
    await rm(backup.file, { force: true });
    removed.push(backup.file);
  }
  return removed;
}

/** The next `hourUtc`:00 UTC strictly after `now`. */
export function nextBackupTime(now: Date, hourUtc: number): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export interface NightlyBackups {
  stop(): Promise<void>;
}

/**
 * While the server runs: a backup every night at `hourUtc` into `dir`, then the ones older than
 * `keepDays` removed. A failure is reported and the next night tries again.
 */
export function startNightlyBackups(options: {
  db: Database;
  dir: string;
  keepDays: number;
  hourUtc: number;
  now?: () => Date;
  onDone?: (result: { file: string; bytes: number; at: Date }) => void;
  warn?: (line: string) => void;
}): NightlyBackups {
  const now = options.now ?? (() => new Date());
  const warn = options.warn ?? ((line: string) => console.warn(line));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const at = now();
    // a timer longer than 2^31-1 ms fires at once; a night is far below it
    timer = setTimeout(run, Math.max(1_000, nextBackupTime(at, options.hourUtc).getTime() - at.getTime()));
    timer.unref?.();
  };
  const run = () => {
    running = (async () => {
      try {
        const at = now();
        const result = await writeBackup(options.db, options.dir, at);
        await pruneBackups(options.dir, options.keepDays, at);
        options.onDone?.({ file: result.file, bytes: result.bytes, at });
      } catch (error) {
        warn(`[backup] nightly backup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })().finally(() => {
      running = undefined;
      schedule();
    });
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
