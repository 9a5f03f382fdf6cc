/**
 * Issue 32: under umask 022 the embedded database's files (WAL included: keys, salts, hashes,
 * tokens in clear) were 0644/0666. The real entry points run here, in child processes started
 * under `umask 022`: `npm start`'s server and `npm run db:backup`.
 */
import { spawn, execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, lstatSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../domain';
import { makePrivateDir, repairedMessage, writePrivateFile } from './private-files';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** Every file and folder under `root` (root included) whose mode lets group or others in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (target: string, depth: number) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(root, target) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory() && depth < 16) for (const name of readdirSync(target)) visit(path.join(target, name), depth + 1);
  };
  visit(root, 0);
  return found;
}

/** Opens everything under `root` to everyone, as an older version under umask 000 left it. */
function openUp(root: string): void {
  const visit = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isDirectory()) {
      chmodSync(target, 0o777);
      for (const name of readdirSync(target)) visit(path.join(target, name));
    } else if (stat.isFile()) chmodSync(target, 0o666);
  };
  visit(root);
}

describe('makePrivateDir', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'private-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates a new folder 0700 and repairs one left 0755 with 0666 files, saying how many', () => {
    const fresh = path.join(root, 'a', 'b');
    expect(makePrivateDir(fresh).repaired).toEqual([]);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);

    const old = path.join(root, 'old');
    mkdirSync(path.join(old, 'base'), { recursive: true });
    writeFileSync(path.join(old, 'base', 'wal'), 'secret');
    writeFileSync(path.join(old, 'private'), 'x', { mode: 0o600 });
    chmodSync(old, 0o755);
    chmodSync(path.join(old, 'base'), 0o755);
    chmodSync(path.join(old, 'base', 'wal'), 0o666);
    const result = makePrivateDir(old);
    expect(result.repaired.sort()).toEqual([old, path.join(old, 'base'), path.join(old, 'base', 'wal')].sort());
    expect(openToOthers(old)).toEqual([]);
    expect(statSync(path.join(old, 'base', 'wal')).mode & 0o777).toBe(0o600);
    expect(repairedMessage(old, result)).toMatch(/3 file\(s\) or folder\(s\) were readable by other users of this machine; made private/);
  });

  it('writes a private file 0600 even over an existing 0644 one', () => {
    const file = path.join(root, 'secret', 'password.txt');
    mkdirSync(path.dirname(file));
    writeFileSync(file, 'old', { mode: 0o644 });
    chmodSync(file, 0o644);
    writePrivateFile(file, 'new\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, 'utf8')).toBe('new\n');
  });
});

describe('the server and db:backup under umask 022', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'umask-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // Two PGlite starts in child processes and a backup: tens of seconds on a loaded machine.
  it('leave no file or folder readable by group or others; the first admin password is in a 0600 file, not on stdout; an opened-up data folder is repaired with a message', { timeout: 180_000 }, async () => {
    const dataDir = path.join(root, 'data', 'pglite');
    const backupDir = path.join(root, 'backups');
    const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: '0', LOG_LEVEL: 'silent', DATABASE_URL: '', METRICS_TOKEN: '', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: '' };
    const server = spawn('/bin/sh', ['-c', `umask 022 && exec "${process.execPath}" --import tsx functions/node-server.ts`], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    try {
      let port: string | undefined;
      for (let i = 0; i < 1200 && !port && server.exitCode === null; i++) {
        port = /Site running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (!port) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(port, output).toBeDefined();

      const file = path.resolve(dataDir, 'first-admin-password.txt');
      expect(output).toContain(`the generated password is in ${file}`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(output).not.toContain(password);
      // data written through the server: a session (and an audit row) from a sign-in
      const login = await fetch(`http://127.0.0.1:${port}${apiPaths.adminLogin}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    expect(openToOthers(path.join(root, 'data'))).toEqual([]);

    const cli = path.join(repoRoot, 'scripts/db.ts');
    const backup = await run('/bin/sh', ['-c', `umask 022 && exec "${process.execPath}" --import tsx "${cli}" backup`], { cwd: repoRoot, env, timeout: 90_000 });
    expect(backup.stdout).toMatch(/Backed up the embedded database/);
    expect(openToOthers(path.join(root, 'data'))).toEqual([]);
    expect(openToOthers(backupDir)).toEqual([]);
    expect(readdirSync(backupDir)).toHaveLength(1);

    // a data folder an older version left open to everyone is repaired at the next start, and says so
    openUp(root);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);
    const again = await run('/bin/sh', ['-c', `umask 022 && exec "${process.execPath}" --import tsx "${cli}" backup`], { cwd: repoRoot, env, timeout: 90_000 });
    expect(again.stderr).toMatch(new RegExp(`\\[files\\] ${dataDir}: \\d+ file\\(s\\) or folder\\(s\\) were readable by other users`));
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backupDir)).toEqual([]);
  });
});
