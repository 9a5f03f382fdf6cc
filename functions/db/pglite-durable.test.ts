/**
 * PGlite on a folder syncs each commit to the disk before the commit returns (pglite-durable.ts).
 * A power cut cannot be staged in a test, so this checks the mechanism: Postgres runs with fsync
 * on, and a commit syncs a WAL file (fdatasync(2)) before the query resolves.
 */
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './index';
import { durableStartParams } from './pglite-durable';

/** The file behind a descriptor (Linux /proc; elsewhere unknown). */
const pathOf = (fd: number) => {
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return `fd ${fd}`;
  }
};
const hasProc = fs.existsSync('/proc/self/fd');

/** Records the file of every fsync(2) and fdatasync(2) while `fn` runs. */
async function syncedDuring<T>(fn: (syncedSoFar: readonly string[]) => Promise<T>): Promise<{ result: T; synced: string[] }> {
  const synced: string[] = [];
  const originals = { fsyncSync: fs.fsyncSync, fdatasyncSync: fs.fdatasyncSync };
  const spies = (['fsyncSync', 'fdatasyncSync'] as const).map((name) =>
    vi.spyOn(fs, name).mockImplementation((fd: number) => {
      synced.push(pathOf(fd));
      originals[name](fd);
    }),
  );
  try {
    return { result: await fn(synced), synced };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('PGlite on a folder', () => {
  let root: string;
  let dataDir: string;
  let db: Database;
  let newFolderSyncs: string[];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(tmpdir(), 'pglite-durable-'));
    dataDir = path.join(root, 'data');
    const opened = await syncedDuring(() => openDatabase({ dataDir }));
    db = opened.result;
    newFolderSyncs = opened.synced;
    await db.exec('create table notes (id serial primary key, body text not null)');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts Postgres with fsync on, through fsync() (the one Emscripten passes on)', async () => {
    const [settings] = await db.query<{ fsync: string; method: string }>(
      `select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
    );
    expect(settings).toEqual({ fsync: 'on', method: 'fsync' });
    expect(durableStartParams(['--single', '-F', '-O'])).toEqual(['--single', '-O', '-c', 'fsync=on', '-c', 'wal_sync_method=fsync']);
  });

  it.runIf(hasProc)('syncs the files PGlite created in a new folder, once', async () => {
    expect(newFolderSyncs).toContain(path.join(fs.realpathSync(dataDir), 'PG_VERSION'));
    expect(newFolderSyncs).toContain(path.join(fs.realpathSync(dataDir), 'global', 'pg_control'));
  });

  it('syncs the WAL before a commit returns', async () => {
    const { result, synced } = await syncedDuring(() => db.query<{ id: number }>('insert into notes (body) values ($1) returning id', ['kept']));
    expect(result).toHaveLength(1);
    expect(synced.length).toBeGreaterThan(0);
    if (hasProc) expect(synced.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
  });

  it('syncs a transaction at its commit, not at each statement', async () => {
    const isWal = (file: string) => !hasProc || file.includes(`${path.sep}pg_wal${path.sep}`);
    let beforeCommit = -1;
    const { synced } = await syncedDuring((syncedSoFar) =>
      db.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['first']);
        await tx.query('insert into notes (body) values ($1)', ['second']);
        beforeCommit = syncedSoFar.filter(isWal).length;
      }),
    );
    expect(beforeCommit).toBe(0);
    expect(synced.filter(isWal).length).toBeGreaterThanOrEqual(1);
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from notes');
    expect(count?.n).toBe(3);
  });

  it('reopens with every committed row', { timeout: 120_000 }, async () => {
    await db.close();
    db = await openDatabase({ dataDir });
    const rows = await db.query<{ body: string }>('select body from notes order by id');
    expect(rows.map((r) => r.body)).toEqual(['kept', 'first', 'second']);
  });
});
