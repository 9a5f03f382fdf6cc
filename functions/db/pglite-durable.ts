/**
 * PGlite on a folder, with commits that reach the disk before they return.
 *
 * Out of the box PGlite (0.5) writes each commit to its files at once, so a killed process
 * loses nothing, but it never asks the OS to put them on the disk: it starts Postgres with `-F`
 * (fsync off), and under Emscripten's NODEFS both `fsync()` and `fdatasync()` do nothing. After
 * a power cut or a kernel crash the last acknowledged commits could be gone, or the files could
 * disagree with one another (a checkpoint assumes what it wrote is on the disk).
 *
 * So, for a folder: Postgres runs with fsync on and `wal_sync_method = fsync` (Emscripten's
 * `fdatasync` never reaches the file system, its `fsync` does), and NODEFS gets the `fsync` it
 * lacks: a real `fdatasync(2)` of the file (`fsync(2)` of a folder). A commit then returns
 * after its WAL is on the disk, like PostgreSQL's. A new data folder, which PGlite's initdb
 * wrote without syncing, is synced once. docs/durability.md has the findings and the cost.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite as PGliteType } from '@electric-sql/pglite';

/** Postgres options PGlite starts with, minus `-F` (no fsync), plus an fsync that works here. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

interface NodeFsInternals {
  stream_ops: Record<string, unknown> & { fsync?: (stream: EmscriptenStream) => number };
  tryFSOperation<T>(fn: () => T): T;
  realPath(node: unknown): string;
}
interface EmscriptenStream {
  /** the Node file descriptor (files only; folders have none) */
  nfd?: number;
  node: unknown;
}

/** fsync(2) of a path (a folder, or a file not open here). */
function syncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Every file and folder under `root`, deepest first, then `root` and its parent folder. */
function syncTree(root: string): void {
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) syncPath(full);
    }
    syncPath(dir);
  };
  visit(root);
  syncPath(path.dirname(path.resolve(root)));
}

export async function openDurablePglite(dataDir: string): Promise<PGliteType> {
  const [{ PGlite }, { NodeFS }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/nodefs')]);
  const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));

  class DurableNodeFS extends NodeFS {
    override async init(pg: PGliteType, opts: Parameters<InstanceType<typeof NodeFS>['init']>[1]) {
      const result = await super.init(pg, opts);
      const preRun = result.emscriptenOpts.preRun ?? [];
      preRun.push((mod) => {
        const nodefs = mod.NODEFS as unknown as NodeFsInternals;
        if (!nodefs?.stream_ops || typeof nodefs.tryFSOperation !== 'function' || typeof nodefs.realPath !== 'function') {
          throw new Error('PGlite: NODEFS internals changed; cannot make commits durable (see functions/db/pglite-durable.ts)');
        }
        nodefs.stream_ops.fsync = (stream) =>
          nodefs.tryFSOperation(() => {
            // fdatasync: the data and what is needed to read it back (the size), as Postgres
            // syncs its WAL on Linux; a folder (no descriptor here) gets a full fsync.
            if (stream.nfd !== undefined) fs.fdatasyncSync(stream.nfd);
            else syncPath(nodefs.realPath(stream.node));
            return 0;
          });
      });
      result.emscriptenOpts.preRun = preRun;
      return result;
    }
  }

  const pg = await PGlite.create({ dataDir, fs: new DurableNodeFS(dataDir), startParams: durableStartParams(PGlite.defaultStartParams) });
  try {
    const [settings] = (await pg.query<{ fsync: string; method: string }>(
      `select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
    )).rows;
    if (settings?.fsync !== 'on' || settings.method !== 'fsync') {
      throw new Error(`PGlite started with fsync=${settings?.fsync}, wal_sync_method=${settings?.method}; expected on and fsync`);
    }
    if (isNew) syncTree(dataDir);
  } catch (error) {
    await pg.close().catch(() => {});
    throw error;
  }
  return pg;
}
