/**
 * Backups restore (issue 20): a database with real traffic in it is backed up, thrown away, and
 * restored into an empty one, which then holds every row of every table as it was; its sequences
 * carry on after the largest id. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set;
 * a PGlite backup restores into PostgreSQL too. The CLI (npm run db:backup / db:restore) runs as
 * a process on a PGlite data folder.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../domain';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { formBody } from '../testing/traffic';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseKind } from '../testing/databases';
import { createMetrics } from '../metrics';
import { latestBackup, startNightlyBackups, backupFileName, backupFormat, type BackupFile, decodeBackup, encodeBackup, listBackups, nextBackupTime, pruneBackups, RestoreError, restoreBackup, takeBackup, writeBackup } from './backup';
import { migrate, openDatabase, type Database } from './index';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table (schema_migrations aside), as PostgreSQL prints it, sorted. */
async function everyRow(db: Database): Promise<Record<string, string[]>> {
  const tables = await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations' order by 1`);
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await db.query<{ row: string }>(`select to_jsonb(t)::text as row from "${name}" t`);
    out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}

/** Real traffic: forms (submissions, outbox, rate limits), an admin with a session, health checks. */
async function fill(db: Database): Promise<void> {
  const app = createApp({ db, env: parseEnv({ TRUST_PROXY_HOPS: '1' }), staticDir: '/nonexistent' });
  const calls = ['contact', 'leadMagnet', 'websiteAudit', 'booking'] as const;
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, n) =>
      app.request(apiPaths[calls[n % 4]!], {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${n}` },
        body: JSON.stringify(formBody(calls[n % 4]!, n)),
      }),
    ),
  );
  expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
  const [admin] = await db.query<{ id: number }>("insert into admins (email, name, password_hash) values ('backup@example.com', 'Bäckup \"quoted\" ☃', 'hash') returning id");
  await db.query(
    `insert into admin_sessions (token_hash, admin_id, created_at, last_seen_at, expires_at) values ('h1', $1, '2026-11-25T10:00:00.123456Z', now(), now() + interval '1 day')`,
    [admin!.id],
  );
  await db.query(`insert into health_checks (checked_at, ok, response_ms, detail) values (now(), true, 3, 'ok'), ('2026-01-01T00:00:00Z', false, 5000, e'line\\nbreak')`);
}

async function restoreAndCompare(source: Database, sourceKind: TestDatabaseKind, targetKind: TestDatabaseKind) {
  const before = await everyRow(source);
  const backup = decodeBackup(encodeBackup(await takeBackup(source)));
  expect(backup.from).toBe(sourceKind);
  const target = await openTestDatabase(targetKind, { migrate: false });
  try {
    const result = await restoreBackup(target.db, backup);
    expect(result.rows).toBe(Object.values(before).reduce((n, rows) => n + rows.length, 0));
    expect(await everyRow(target.db)).toEqual(before);
    // sequences carry on: a new row gets a fresh id, not a duplicate of a restored one
    const [max] = await target.db.query<{ id: number }>('select max(id)::int as id from submissions');
    const [added] = await target.db.query<{ id: number }>(
      `insert into submissions (kind, reference, payload, ip_hash, created_at) values ('contact', 'LS-AFTER01', '{}', 'x', now()) returning id::int`,
    );
    expect(added!.id).toBeGreaterThan(max!.id);
    // a second restore into the now-filled database is refused, not merged
    await expect(restoreBackup(target.db, backup)).rejects.toBeInstanceOf(RestoreError);
  } finally {
    await target.cleanup();
  }
}

describe.each(testDatabaseKinds)('backup and restore on %s', (kind) => {
  it('backs up, wipes, restores into an empty database and finds every row', async () => {
    const source = await openTestDatabase(kind, { seed: new Date() });
    try {
      await fill(source.db);
      const counts = await everyRow(source.db);
      for (const table of ['submissions', 'mail_outbox', 'admins', 'admin_sessions', 'health_checks', 'servers']) expect(counts[table]!.length, table).toBeGreaterThan(0);
      await restoreAndCompare(source.db, kind, kind);
    } finally {
      await source.cleanup();
    }
  }, 120_000);
});

if (testDatabaseKinds.includes('postgres')) {
  it('restores a PGlite backup into PostgreSQL', async () => {
    const source = await openTestDatabase('pglite', { seed: new Date() });
    try {
      await fill(source.db);
      await restoreAndCompare(source.db, 'pglite', 'postgres');
    } finally {
      await source.cleanup();
    }
  }, 120_000);
} else {
  it.skip('restores a PGlite backup into PostgreSQL (set TEST_DATABASE_URL to run it)', () => {});
}

describe('backup files', () => {
  it('refuses a file that is not a backup, and one from a newer version', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await expect(restoreBackup(db, { format: 'other' } as never)).rejects.toThrow(/not a backup/);
      const newer: BackupFile = { format: backupFormat, version: 1, createdAt: '', from: 'pglite', migrations: ['001_init', '999_future'], tables: [] };
      await expect(restoreBackup(db, newer)).rejects.toThrow(/999_future/);
    } finally {
      await db.close();
    }
  });

  it('names backups by their time, lists them newest first, and prunes the old ones but never the newest', async () => {
    const dir = tempDir();
    const day = 86_400_000;
    const now = Date.parse('2026-11-26T03:00:00Z');
    for (const back of [0, 1, 5, 20, 40]) writeFileSync(path.join(dir, backupFileName(new Date(now - back * day))), 'x');
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    expect((await listBackups(dir)).map((b) => b.at.getTime())).toEqual([0, 1, 5, 20, 40].map((b) => now - b * day));
    expect((await pruneBackups(dir, 14, new Date(now))).length).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([...[5, 1, 0].map((b) => backupFileName(new Date(now - b * day))), 'notes.txt'].sort());
    // long after the last one: the newest stays
    await pruneBackups(dir, 14, new Date(now + 365 * day));
    expect((await listBackups(dir)).length).toBe(1);
  });

  it('schedules the nightly backup for the next such hour, UTC', () => {
    expect(nextBackupTime(new Date('2026-11-26T02:59:59Z'), 3).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(nextBackupTime(new Date('2026-11-26T03:00:00Z'), 3).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(nextBackupTime(new Date('2026-12-31T23:30:00Z'), 0).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('writes the nightly backup at its hour, prunes the old ones, and the admin figures name it', async () => {
    const dir = tempDir();
    const day = 86_400_000;
    const night = Date.parse('2026-11-26T03:00:00Z');
    writeFileSync(path.join(dir, backupFileName(new Date(night - 30 * day))), 'old');
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(db);
      // the clock says one second before 03:00 UTC until the backup starts, then 03:00
      let clock = night - 1_000;
      let done!: (r: { file: string }) => void;
      const finished = new Promise<{ file: string }>((resolve) => (done = resolve));
      const nightly = startNightlyBackups({ db, dir, keepDays: 14, hourUtc: 3, now: () => new Date(clock), onDone: done, warn: (line) => done({ file: line }) });
      clock = night;
      const result = await Promise.race([finished, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no backup within 60 s')), 60_000))]);
      await nightly.stop();
      expect(path.basename(result.file)).toBe('backup-2026-11-26T03-00-00Z.json.gz');
      expect(readdirSync(dir)).toEqual(['backup-2026-11-26T03-00-00Z.json.gz']);
      const metrics = createMetrics({ lastBackup: () => latestBackup(dir) });
      expect((await metrics.summary()).lastBackup).toMatchObject({ file: 'backup-2026-11-26T03-00-00Z.json.gz', at: '2026-11-26T03:00:00.000Z' });
      expect((await metrics.scrape()).text).toContain(`backup_last_success_timestamp_seconds ${night / 1000}`);
    } finally {
      await db.close();
    }
  }, 90_000);

  it('writes a whole file, into the backup folder', async () => {
    const dir = path.join(tempDir(), 'nested', 'backups');
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(db);
      const at = new Date('2026-11-26T03:00:00Z');
      const written = await writeBackup(db, dir, at);
      expect(path.basename(written.file)).toBe('backup-2026-11-26T03-00-00Z.json.gz');
      expect(readdirSync(dir)).toEqual(['backup-2026-11-26T03-00-00Z.json.gz']);
    } finally {
      await db.close();
    }
  });
});

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('npm run db:backup and db:restore', () => {
  it('backs up a data folder and restores it into a new one, as processes', async () => {
    const dir = tempDir();
    const dataDir = path.join(dir, 'data');
    const backups = path.join(dir, 'backups');
    const db = await openDatabase({ dataDir });
    try {
      await migrate(db);
      await db.query(`insert into health_checks (checked_at, ok, response_ms, detail) values (now(), true, 7, 'before the backup')`);
    } finally {
      await db.close();
    }
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, BACKUP_DIR: backups };
    const cli = path.join(root, 'scripts', 'db.ts');
    const backup = await run(process.execPath, ['--import', 'tsx', cli, 'backup'], { cwd: root, env, timeout: 90_000 });
    expect(backup.stdout).toMatch(/Backed up the embedded database/);
    const [file] = await listBackups(backups);
    expect(file).toBeDefined();

    const restoredDir = path.join(dir, 'restored');
    const restore = await run(process.execPath, ['--import', 'tsx', cli, 'restore', file!.file], { cwd: root, env: { ...env, DATA_DIR: restoredDir }, timeout: 90_000 });
    expect(restore.stdout).toMatch(/Restored \d+ rows/);
    const again = await run(process.execPath, ['--import', 'tsx', cli, 'restore', file!.file], { cwd: root, env: { ...env, DATA_DIR: restoredDir }, timeout: 90_000 }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/not empty/) });

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await restored.query('select response_ms, detail from health_checks')).toEqual([{ response_ms: 7, detail: 'before the backup' }]);
    } finally {
      await restored.close();
    }
  }, 240_000);
});
