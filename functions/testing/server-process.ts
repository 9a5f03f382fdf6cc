/**
 * Starts the real server in a child process (functions/testing/server-child.ts through tsx), so
 * a test can kill it with SIGKILL like a crash or an out-of-memory kill would, and start it again
 * on the same data. Every child started here is remembered; `stopAllServerProcesses()` (call it
 * in afterAll) kills whichever are still running, even when a test failed half-way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/index';
import { randomTag } from './traffic';

const childEntry = fileURLToPath(new URL('./server-child.ts', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** what the child wrote on stdout and stderr so far (for failure messages) */
  output(): string;
  /** resolves when the child has exited, with its exit code or the signal that ended it */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

const running = new Set<ChildProcess>();

/** Variables the child inherits from the test process; everything else comes from `env`. */
const inherited = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];

export async function startServerProcess(env: Record<string, string>, options: { startTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const childEnv: Record<string, string> = {};
  for (const name of inherited) if (process.env[name] !== undefined) childEnv[name] = process.env[name]!;
  Object.assign(childEnv, { HOST: '127.0.0.1', PORT: '0' }, env);
  const child = spawn(process.execPath, ['--import', 'tsx', childEntry], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: childEnv,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  // Writing to a killed child's stdin fails with EPIPE; nothing is written, but be safe.
  child.stdin!.on('error', () => {});

  const timeoutMs = options.startTimeoutMs ?? 90_000;
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      buffer += chunk;
      const match = /\{"port":(\d+)\}\n/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening (code ${code}, signal ${signal}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    exited,
    kill: (signal) => {
      child.kill(signal);
    },
  };
}

/** Kills (SIGKILL) every child still running and waits until each has exited. */
export async function stopAllServerProcesses(): Promise<void> {
  const children = [...running];
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** Where a child server keeps its data for a test, and how the test opens and removes it. */
export interface ServerStore {
  /** the child's environment for this database */
  env: Record<string, string>;
  /** opens the database in the test process (only while no server has it open, for PGlite) */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

/** A PGlite data folder in a temporary directory, or a PostgreSQL schema of its own (TEST_DATABASE_URL). */
export async function serverStore(kind: 'pglite' | 'postgres', prefix: string): Promise<ServerStore> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-pglite-`));
    const dataDir = path.join(dir, 'data');
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `${prefix}_${randomTag()}`;
  const admin = await openDatabase({ url: base });
  await admin.exec(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.href },
    open: () => openDatabase({ url: url.href }),
    cleanup: async () => {
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}
