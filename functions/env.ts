/**
 * The server's configuration (api.md "Configuration"), parsed once. An empty variable counts as
 * unset, so a `.env` line like `STRIPE_SECRET_KEY=` does not switch payments on.
 */
import { z } from 'zod';
import { logLevels } from './log';

const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());
const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.url({ protocol: /^https?$/ }).optional(),
);
const optionalDbUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://').optional(),
);

const optionalSmtpUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:port or smtps://...').optional(),
);

export const envSchema = z.object({
  PORT: z.preprocess((v) => (v === undefined || v === '' ? 3000 : v), z.coerce.number().int().min(0).max(65535)),
  HOST: optionalText,
  DATABASE_URL: optionalDbUrl,
  /** where the embedded database lives when DATABASE_URL is unset */
  DATA_DIR: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: optionalText,
  /** questions a day the model may answer, from every visitor together; beyond it, answers come from the catalogue */
  ASSISTANT_DAILY_MODEL_CALLS: z.preprocess((v) => (v === undefined || v === '' ? 1000 : v), z.coerce.number().int().min(0).max(1_000_000)),
  /** the public origin; return URLs must be on it */
  SITE_ORIGIN: optionalUrl.transform((v) => (v === undefined ? undefined : new URL(v).origin)),
  /**
   * How many reverse proxies in front of us append to X-Forwarded-For. 0 (default): the socket's
   * address is the client. Without a socket address (serverless), the last X-Forwarded-For entry.
   */
  TRUST_PROXY_HOPS: z.preprocess((v) => (v === undefined || v === '' ? 0 : v), z.coerce.number().int().min(0).max(10)),
  /** salt for the IP hashes stored with submissions and rate limits */
  IP_HASH_SALT: optionalText,
  /** how much the server logs (one JSON line per request and per security event at `info`) */
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(logLevels).default('info')),
  /**
   * the bearer token Prometheus sends to GET /functions/v1/metrics; unset: only an admin session
   * may read them. At least 32 characters (`openssl rand -base64 32`): a short one is refused at start
   */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(32, 'METRICS_TOKEN must be at least 32 characters (make one with: openssl rand -base64 32)').optional(),
  ),
  /**
   * Open connections the Node server accepts from one address (an IPv6 client by its /64); the
   * next is answered 503 and closed. 0: no cap. Behind a proxy every connection comes from the
   * proxy's address: raise it above the proxy's upstream connections (docs/deploy.md).
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess((v) => (v === undefined || v === '' ? 128 : v), z.coerce.number().int().min(0).max(1_000_000)),
  /** on SIGTERM, how long requests in flight may take to finish before their connections are cut */
  SHUTDOWN_GRACE_MS: z.preprocess((v) => (v === undefined || v === '' ? 10_000 : v), z.coerce.number().int().min(0).max(600_000)),
  /** where backups go (npm run db:backup, and the server's nightly one) */
  BACKUP_DIR: z.preprocess((v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? '.data/backups' : v), z.string().trim()),
  /** how many days of nightly backups are kept (the newest always is); 0 turns the nightly backup off */
  BACKUP_KEEP_DAYS: z.preprocess((v) => (v === undefined || v === '' ? 14 : v), z.coerce.number().int().min(0).max(3650)),
  /** the hour (UTC) of the nightly backup */
  BACKUP_HOUR_UTC: z.preprocess((v) => (v === undefined || v === '' ? 3 : v), z.coerce.number().int().min(0).max(23)),
  /** where mail goes out (smtp://user:pass@host:port, smtps://...); unset: messages wait in the outbox */
  SMTP_URL: optionalSmtpUrl,
  /** the sender of every message, e.g. `Lone Star Web Studio <hello@example.com>` */
  MAIL_FROM: optionalText,
  /** the owner's address: new leads and bookings are announced there (default ADMIN_EMAIL) */
  NOTIFY_EMAIL: optionalText.pipe(z.email().optional()),
  /** `1`: checks may reach loopback and private addresses (tests and local development only; docs/monitoring.md) */
  MONITOR_ALLOW_PRIVATE: z.preprocess((v) => v === '1' || v === 'true', z.boolean()),
  /** the bearer token of POST /functions/v1/monitor-tick (one round of checks, for a platform's cron); unset: the call is off */
  MONITOR_TICK_TOKEN: optionalText.pipe(z.string().min(32, 'MONITOR_TICK_TOKEN must be at least 32 characters').optional()),
  /** checks running at once in one server; 0 turns the in-server scheduler off (the tick still works) */
  MONITOR_CONCURRENCY: z.preprocess((v) => (v === undefined || v === '' ? 5 : v), z.coerce.number().int().min(0).max(50)),
  /** days the raw check results are kept (hourly aggregates 90 days, daily 400) */
  MONITOR_RAW_DAYS: z.preprocess((v) => (v === undefined || v === '' ? 7 : v), z.coerce.number().int().min(1).max(90)),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Readonly<Record<string, unknown>> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  return result.data;
}

/**
 * What a server must not start without: with Stripe keys or SMTP set, addresses leave the server
 * (return URLs, links in emails), and only SITE_ORIGIN may say what they are.
 */
export function deploymentProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.STRIPE_SECRET_KEY && !env.SITE_ORIGIN) {
    problems.push('STRIPE_SECRET_KEY is set but SITE_ORIGIN is not: set SITE_ORIGIN to the public address (https://...) that Stripe sends customers back to.');
  }
  if (env.SMTP_URL && !env.SITE_ORIGIN) {
    problems.push('SMTP_URL is set but SITE_ORIGIN is not: set SITE_ORIGIN to the public address (https://...) the links in emails point to.');
  }
  return problems;
}
