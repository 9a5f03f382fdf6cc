/**
 * What a durable commit costs on this machine's disk: the same single-row commits on PGlite in
 * a temporary folder, as the site opens it (fsync on each commit, functions/db/pglite-durable.ts)
 * and as PGlite does by default (no fsync), in alternating rounds. Prints the median per commit.
 *
 *   npx tsx scripts/commit-cost.ts [commits per round, default 500] [rounds, default 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../functions/db/index';

const commits = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 3);
const root = mkdtempSync(path.join(tmpdir(), 'commit-cost-'));

type Runner = { query(sql: string, params?: unknown[]): Promise<unknown>; close(): Promise<void> };
const setups: Record<string, (dir: string) => Promise<Runner>> = {
  'durable (the site)': (dir) => openDatabase({ dataDir: dir }),
  'PGlite default': async (dir) => {
    const pg = await PGlite.create(dir);
    return { query: (sql, params) => pg.query(sql, params), close: () => pg.close() };
  },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perCommit: Record<string, number[]> = {};
try {
  for (let round = 0; round < rounds; round++) {
    for (const [name, open] of Object.entries(setups)) {
      const db = await open(path.join(root, name.replace(/\W+/g, '-')));
      await db.query('create table if not exists hits (key text primary key, count integer not null)');
      const started = performance.now();
      for (let i = 0; i < commits; i++) {
        await db.query('insert into hits values ($1, 1) on conflict (key) do update set count = hits.count + 1', [`k${i % 20}`]);
      }
      (perCommit[name] ??= []).push((performance.now() - started) / commits);
      await db.close();
    }
  }
  for (const [name, values] of Object.entries(perCommit)) {
    console.log(`${name.padEnd(20)} ${median(values).toFixed(3)} ms per commit (median of ${rounds} rounds of ${commits})`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
