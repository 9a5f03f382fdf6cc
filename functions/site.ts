/**
 * The site, ready to answer, whatever runs it: the environment checked, the database opened
 * (PGlite unless DATABASE_URL), migrated and seeded, the first admin made sure of, the Hono app,
 * a health check recorded, and the recorder and mail sender made (the caller starts the sender
 * once it listens). The Node adapter (node-server.ts) and the Deno entry (deploy/deno.ts) both
 * start from here, so neither skips a step the other takes.
 */
import { recordHealthCheck, startHealthRecorder } from './admin/health-checks';
import { createApp } from './app';
import { ensureFirstAdmin } from './auth/sessions';
import { migrate, openDatabase, type Database } from './db/index';
import { seed } from './db/seed';
import { deploymentProblems, parseEnv, type Env } from './env';
import { storedSecret } from './db/secrets';
import { createLogger, silentLogger, type Logger } from './log';
import { createMailSender, type MailSender } from './mail/sender';
import { latestBackup } from './db/backup';
import { createMetrics, type Metrics } from './metrics';
import { createMonitor, type Monitor, type SchedulerOptions } from './monitoring/scheduler';
import { makePrivateDir, repairedMessage, writePrivateFile } from './private-files';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface OpenSiteOptions {
  /** environment variables (or an already parsed Env) used INSTEAD of process.env */
  env?: Readonly<Record<string, unknown>>;
  /** no start-up lines */
  quiet?: boolean;
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
  /** the mail sender's settings (tests: short polls and backoff); it runs only with SMTP_URL */
  mail?: { pollMs?: number; backoffMs?: number; maxAttempts?: number };
  /** the site monitor's settings (tests: short polls, a resolver, trusted certificates) */
  monitor?: Pick<SchedulerOptions, 'pollMs' | 'check' | 'concurrency'>;
  /** where a generated first admin password is written; default firstAdminPasswordFile() */
  firstAdminPasswordFile?: string;
}

/**
 * Where the generated password of the first admin is written (0600): in the embedded database's
 * folder, or in `.data/` when the database is PostgreSQL (or in memory).
 */
function firstAdminPasswordFile(dataDir: string | undefined, databaseUrl: string | undefined): string {
  const folder = !databaseUrl && !(dataDir ?? '').includes('://') ? (dataDir ?? '.data/pglite') : '.data';
  return path.resolve(folder, 'first-admin-password.txt');
}

export interface OpenSite {
  env: Env;
  db: Database;
  app: ReturnType<typeof createApp>;
  /** null when options.healthCheckEveryMs is 0 */
  recorder: { stop(): void } | null;
  mailSender: MailSender;
  /** what the server counts (GET /functions/v1/metrics, the stability page) */
  metrics: Metrics;
  /** the site monitor (docs/monitoring.md): the caller starts it once it listens */
  monitor: Monitor;
}

export async function openSite(options: OpenSiteOptions = {}): Promise<OpenSite> {
  let env = parseEnv(options.env ?? process.env);
  const problems = deploymentProblems(env);
  if (problems.length > 0) throw new Error(`The server cannot start: ${problems.join(' ')}`);
  const log = options.quiet ? () => {} : (options.log ?? ((line: string) => console.log(line)));
  const metrics = createMetrics({ lastBackup: () => latestBackup(env.BACKUP_DIR) });
  const warn = options.quiet ? () => {} : (options.log ?? ((line: string) => console.warn(line)));
  const dataDir = options.dataDir ?? env.DATA_DIR;
  // A backup folder left open by an older version is closed now, not at the next backup.
  if (existsSync(env.BACKUP_DIR)) {
    const backups = makePrivateDir(env.BACKUP_DIR);
    if (backups.repaired.length > 0) warn(repairedMessage(env.BACKUP_DIR, backups));
  }
  const db = metrics.instrument(await openDatabase({ url: env.DATABASE_URL, dataDir, warn }));
  try {
    await migrate(db);
    await seed(db);
    // Unsalted, an IPv4 address's hash reverses in seconds: without IP_HASH_SALT, one is made once.
    if (!env.IP_HASH_SALT) env = { ...env, IP_HASH_SALT: await storedSecret(db, 'ip_hash_salt') };
    const admin = await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (admin.generatedPassword) {
      // Not on stdout, which logs keep: in a file only this user may read (issue 32).
      const file = options.firstAdminPasswordFile ?? firstAdminPasswordFile(dataDir, env.DATABASE_URL);
      writePrivateFile(file, `${admin.generatedPassword}\n`);
      log(`First admin created: ${admin.email}; the generated password is in ${file} (readable only by this user: sign in, change it on /admin/account, then delete the file; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)`);
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
  const monitor = createMonitor({ db, env, now: options.now, onChecked: (result, lateMs) => metrics.monitorCheck(result.ok, lateMs / 1000), ...options.monitor });
  if (env.MONITOR_ALLOW_PRIVATE) log('MONITOR_ALLOW_PRIVATE=1: site checks may reach private and local addresses (tests and local development only)');
  return { env, db, app, recorder, mailSender, metrics, monitor };
}
