/**
 * The Node adapter: opens the database (PGlite under .data/ unless DATABASE_URL), migrates,
 * seeds, makes sure there is an admin, and serves the site and its functions.
 * `tsx functions/node-server.ts` runs it; `startServer()` is for tests and other entry points.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { recordHealthCheck, startHealthRecorder } from './admin/health-checks';
import { createApp } from './app';
import { ensureFirstAdmin } from './auth/sessions';
import { latestBackup, startNightlyBackups } from './db/backup';
import { migrate, openDatabase, type Database } from './db/index';
import { seed } from './db/seed';
import { deploymentProblems, parseEnv } from './env';
import { storedSecret } from './db/secrets';
import { createLogger, silentLogger, type Logger } from './log';
import { createMailSender } from './mail/sender';
import { createMetrics } from './metrics';

export interface StartServerOptions {
  /** environment variables (or an already parsed Env) used INSTEAD of process.env */
  env?: Readonly<Record<string, unknown>>;
  /** no start-up lines */
  quiet?: boolean;
  /** overrides env.PORT; 0 picks a free port */
  port?: number;
  hostname?: string;
  /** PGlite folder or `memory://`; default env.DATA_DIR or `.data/pglite` (ignored with DATABASE_URL) */
  dataDir?: string;
  staticDir?: string;
  cspHashes?: Record<string, string[]>;
  cspStyleHashes?: Record<string, string[]>;
  now?: () => Date;
  /** where to print the start-up lines; default console.log */
  log?: (line: string) => void;
  /** how often the server records a health check of itself; 0 turns the recorder off */
  healthCheckEveryMs?: number;
  /** the log of requests and security events; default JSON lines on stdout at LOG_LEVEL (none when quiet) */
  logger?: Logger;
  /** false: no nightly backup (tests); otherwise as BACKUP_KEEP_DAYS says */
  nightlyBackups?: false;
  /** the mail sender's settings (tests: short polls and backoff); it runs only with SMTP_URL */
  mail?: { pollMs?: number; backoffMs?: number; maxAttempts?: number };
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  let env = parseEnv(options.env ?? process.env);
  const problems = deploymentProblems(env);
  if (problems.length > 0) throw new Error(`The server cannot start: ${problems.join(' ')}`);
  const log = options.quiet ? () => {} : (options.log ?? ((line: string) => console.log(line)));
  const metrics = createMetrics({ lastBackup: () => latestBackup(env.BACKUP_DIR) });
  const db = metrics.instrument(await openDatabase({ url: env.DATABASE_URL, dataDir: options.dataDir ?? env.DATA_DIR }));
  try {
    await migrate(db);
    await seed(db, options.now?.() ?? new Date());
    // Unsalted, an IPv4 address's hash reverses in seconds: without IP_HASH_SALT, one is made once.
    if (!env.IP_HASH_SALT) env = { ...env, IP_HASH_SALT: await storedSecret(db, 'ip_hash_salt') };
    const admin = await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (admin.generatedPassword) {
      log(`First admin created: ${admin.email} with password ${admin.generatedPassword} (shown once; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)`);
    } else if (admin.created) {
      log(`First admin created: ${admin.email} (password from ADMIN_PASSWORD)`);
    }
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }

  const logger = options.logger ?? (options.quiet ? silentLogger : createLogger({ level: env.LOG_LEVEL }));
  const app = createApp({ db, env, logger, staticDir: options.staticDir, cspHashes: options.cspHashes, cspStyleHashes: options.cspStyleHashes, now: options.now, metrics });
  // The uptime figure comes from checks the server records itself: one at start, then regularly.
  await recordHealthCheck(db, options.now?.() ?? new Date());
  const recorder =
    options.healthCheckEveryMs === 0 ? null : startHealthRecorder(db, { everyMs: options.healthCheckEveryMs, now: options.now });
  // Queued emails go out while the server runs, including those left from before a restart.
  const mailSender = createMailSender({ db, env, now: options.now, onAttempt: (outcome) => metrics.mailAttempt(outcome), ...options.mail });
  if (!env.SMTP_URL) log('Email is not configured (SMTP_URL unset): messages wait in the outbox');
  const port = options.port ?? env.PORT;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    // Node itself drops a body the app did not read once the answer is sent, and only then reads
    // the connection's next request. The adapter's own clean-up (`autoCleanupIncoming`) gives such
    // a body 500 ms and then destroys the socket, which a busy server misses, failing a client's
    // next request on that keep-alive connection (found by fuzzing; see http.ts readBodyText).
    const s = serve({ fetch: app.fetch, port, hostname: options.hostname ?? env.HOST, autoCleanupIncoming: false }, () => resolve(s));
    s.once('error', reject);
  });
  mailSender.start();
  // Every night while the server runs, unless BACKUP_KEEP_DAYS=0 (docs/operations.md).
  const backups =
    env.BACKUP_KEEP_DAYS > 0 && options.nightlyBackups !== false
      ? startNightlyBackups({ db, dir: env.BACKUP_DIR, keepDays: env.BACKUP_KEEP_DAYS, hourUtc: env.BACKUP_HOUR_UTC, now: options.now })
      : null;
  const address = server.address() as AddressInfo;
  const url = `http://localhost:${address.port}`;

  let closing: Promise<void> | undefined;
  /**
   * A clean stop (SIGTERM): no new connection is taken; requests in flight finish, for at most
   * SHUTDOWN_GRACE_MS, and their connections close after their answer (a keep-alive connection
   * carries no further request); then the timers stop, the mail sender finishes the message it
   * is sending, and the database closes. docs/operations.md "Shutdown".
   */
  const close = () =>
    (closing ??= (async () => {
      const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
      await new Promise<void>((resolve) => {
        let sweeper: ReturnType<typeof setInterval> | undefined;
        const limit = setTimeout(() => http.closeAllConnections?.(), env.SHUTDOWN_GRACE_MS);
        server.close(() => {
          clearTimeout(limit);
          if (sweeper) clearInterval(sweeper);
          resolve();
        });
        // Idle keep-alive sockets go now; a busy one as soon as its answer is out.
        http.closeIdleConnections?.();
        sweeper = setInterval(() => http.closeIdleConnections?.(), 50);
      });
      recorder?.stop();
      await backups?.stop();
      await mailSender.stop();
      await db.close();
    })());
  // Answers given while stopping tell the client the connection closes with them.
  server.on('request', (_req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    if (closing) res.setHeader('Connection', 'close');
  });
  return { url, port: address.port, db, close };
}

async function main(): Promise<void> {
  const running = await startServer({ staticDir: path.resolve('dist/client') });
  console.log(`Site running at http://localhost:${running.port}`);
  const shutdown = (signal: string) => {
    console.log(`${signal} received, shutting down`);
    // the grace for requests in flight, then some for the outbox sender and the database
    const force = setTimeout(() => process.exit(1), parseEnv(process.env).SHUTDOWN_GRACE_MS + 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
