/**
 * `npm run db:backup [-- --dir <folder>]` writes a dated backup of the site's database
 * (DATABASE_URL, or the embedded one under DATA_DIR / .data/pglite) into BACKUP_DIR
 * (default .data/backups); `npm run db:restore -- <file>` puts one into an empty database.
 * The embedded database opens in one process at a time: stop `npm start` first (the running
 * server writes its own nightly backup). docs/operations.md explains.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RestoreError, restoreBackupFile, writeBackup } from '../functions/db/backup';
import { openDatabase } from '../functions/db/index';
import { parseEnv } from '../functions/env';
import { restrictUmask } from '../functions/private-files';

export const usage = `Usage:
  npm run db:backup [-- --dir <folder>]   write backup-<time>.json.gz (default folder: BACKUP_DIR or .data/backups)
  npm run db:restore -- <file>            restore it into an empty database (DATABASE_URL, or a new DATA_DIR)`;

export async function runDbCli(argv: string[], source: Readonly<Record<string, unknown>>, io: { out(line: string): void; err(line: string): void }): Promise<number> {
  const [command, ...rest] = argv;
  const env = parseEnv(source);
  if (command !== 'backup' && command !== 'restore') {
    io.err(usage);
    return 2;
  }
  const target = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${env.DATA_DIR ?? '.data/pglite'}`;
  if (command === 'backup') {
    const dirFlag = rest.indexOf('--dir');
    const dir = dirFlag >= 0 ? rest[dirFlag + 1] : env.BACKUP_DIR;
    if (!dir) {
      io.err(usage);
      return 2;
    }
    const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      const result = await writeBackup(db, dir);
      io.out(`Backed up ${target}: ${result.rows} rows, ${result.bytes} bytes, in ${result.file}`);
      return 0;
    } finally {
      await db.close();
    }
  }
  const file = rest.find((a) => !a.startsWith('-'));
  if (!file) {
    io.err(usage);
    return 2;
  }
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const result = await restoreBackupFile(db, path.resolve(file));
    io.out(`Restored ${result.rows} rows in ${result.tables} tables from ${file} into ${target}`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  // backups and the embedded database's files are this user's alone (functions/private-files.ts)
  restrictUmask();
  runDbCli(process.argv.slice(2), process.env, { out: (l) => console.log(l), err: (l) => console.error(l) }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
