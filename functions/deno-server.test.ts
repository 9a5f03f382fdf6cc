/**
 * The same functions on a second runtime: deploy/deno.ts under `deno serve` (the npm package's
 * binary, nothing downloaded: --no-remote, npm packages from node_modules, its own DENO_DIR)
 * against PostgreSQL, and the Node server, both passing the same HTTP checks
 * (functions/testing/http-checks.ts). The Deno half needs TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startServer, type RunningServer } from './node-server';
import { openTestDatabase, type TestDatabase } from './testing/databases';
import { httpChecks, type HttpCheckTarget } from './testing/http-checks';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const admin = { email: 'owner@example.com', password: 'a-long-test-password-1' };
const page = { path: '/about', scriptHash: 'sha256-dGVzdC1wYWdlLXNjcmlwdA==' };

/** A static site of one page, with its CSP hashes where the app looks for them (<staticDir>/../csp.json). */
function makeSite(): { root: string; client: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'second-runtime-'));
  const client = path.join(root, 'client');
  mkdirSync(path.join(client, 'about'), { recursive: true });
  writeFileSync(path.join(client, 'about', 'index.html'), '<!doctype html><meta charset="utf-8"><title>About</title>');
  writeFileSync(path.join(client, '404.html'), '<!doctype html><meta charset="utf-8"><title>Not found</title>');
  writeFileSync(path.join(root, 'csp.json'), JSON.stringify({ [page.path]: [page.scriptHash] }));
  return { root, client };
}

describe('the Node server passes the HTTP checks', () => {
  let server: RunningServer;
  let site: { root: string; client: string };
  let target: HttpCheckTarget;

  beforeAll(async () => {
    site = makeSite();
    server = await startServer({ port: 0, hostname: '127.0.0.1', dataDir: 'memory://', quiet: true, healthCheckEveryMs: 0, staticDir: site.client, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    target = { url: server.url.replace('localhost', '127.0.0.1'), db: server.db, admin, page };
  });
  afterAll(async () => {
    await server?.close();
    if (site) rmSync(site.root, { recursive: true, force: true });
  });

  for (const check of httpChecks) it(check.name, () => check.run(target));
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.info('[deno] the Deno half of functions/deno-server.test.ts is skipped: TEST_DATABASE_URL is unset (CI sets it)');

/** `deno serve` printing where it listens; everything it wrote, for failure messages. */
interface DenoServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Start-up includes Deno compiling the functions for the first time: seconds alone, more on a loaded CI machine. */
const startTimeoutMs = 90_000;

/**
 * The binary itself, not `node_modules/.bin/deno`: until the package's postinstall has run (npm
 * 11 runs none), that is a Node wrapper which would leave Deno running when it is sent SIGTERM.
 * `runInstall()` is what the wrapper does first: it finds the platform package's binary (linking
 * it into the package folder) and returns its path, downloading nothing.
 */
function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const installApi = require('deno/install_api.cjs') as { runInstall(): string };
  return installApi.runInstall();
}

async function startDeno(env: Record<string, string>): Promise<DenoServer> {
  const deno = denoBinary();
  // The permissions `npm run start:deno` gives (package.json), on a free loopback port.
  const child = spawn(deno, ['serve', '--no-remote', '--allow-net', '--allow-env', '--allow-read', '--allow-write=.data', '--allow-sys', '--host', '127.0.0.1', '--port', '0', 'deploy/deno.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`deno serve did not listen within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`deno serve exited before listening (code ${code}, signal ${signal}):\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

async function stopDeno(server: DenoServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

describe.skipIf(!databaseUrl)(`the Deno entry (deploy/deno.ts) passes the same HTTP checks against PostgreSQL${databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is unset)'}`, () => {
  let database: TestDatabase;
  let deno: DenoServer | undefined;
  let site: { root: string; client: string };
  let denoDir: string;
  let target: HttpCheckTarget;

  beforeAll(async () => {
    const started = performance.now();
    site = makeSite();
    denoDir = mkdtempSync(path.join(tmpdir(), 'deno-dir-'));
    // Its own schema; the Deno server migrates and seeds it itself, as at a first deployment.
    database = await openTestDatabase('postgres', { migrate: false });
    deno = await startDeno({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? denoDir,
      DENO_DIR: denoDir,
      DENO_NO_UPDATE_CHECK: '1',
      // Anything Deno tried to download (an npm package, a remote module) would fail here, not pass unseen.
      NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
      HTTPS_PROXY: 'http://127.0.0.1:9',
      HTTP_PROXY: 'http://127.0.0.1:9',
      DATABASE_URL: database.url!,
      STATIC_DIR: site.client,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'silent',
    });
    target = { url: deno.url, db: database.db, admin, page };
    console.info(`[deno] listening ${((performance.now() - started) / 1000).toFixed(1)} s after start (compiling the functions included)`);
  }, startTimeoutMs + 30_000);
  afterAll(async () => {
    if (deno) await stopDeno(deno);
    await database?.cleanup();
    if (site) rmSync(site.root, { recursive: true, force: true });
    if (denoDir) rmSync(denoDir, { recursive: true, force: true });
  });

  for (const check of httpChecks) {
    it(check.name, async () => {
      try {
        await check.run(target);
      } catch (error) {
        // what Deno said, when it did not answer as Node does
        if (deno && error instanceof Error) error.message += `\n--- deno serve output ---\n${deno.output().slice(-4000)}`;
        throw error;
      }
    });
  }
});
