/**
 * What the server counts about itself, in Prometheus's text format (prom-client), at
 * GET /functions/v1/metrics for a caller with `Authorization: Bearer <METRICS_TOKEN>` or an admin
 * session (docs/operations.md). The admin stability page shows a summary of the same figures.
 *
 * Labels stay bounded: a request is labelled with its call name from the route table (domain
 * apiPaths), `site` for pages and files, `unknown` for anything else; never its raw path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LiveFigures } from '../domain';
import type { Database, Queryable } from './db/index';

export const metricsPath = '/functions/v1/metrics';

/** Node's own figures (event-loop lag, heap, GC) are per process: one registry for all apps. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    try {
      collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
    } catch (error) {
      // a runtime without Node's perf_hooks (Deno's compatibility layer may lack one): the app's own figures still answer
      console.warn('[metrics] the process figures are unavailable:', error instanceof Error ? error.message : error);
    }
  }
  return processRegistry;
}

export interface LastBackup {
  file: string;
  at: string;
  bytes: number;
}

export interface Metrics {
  /** the Prometheus text, and its content type */
  scrape(): Promise<{ contentType: string; text: string }>;
  /** a request begins; the returned function ends it (http_requests_in_flight) */
  requestStarted(): () => void;
  observeRequest(call: string, method: string, status: number, seconds: number): void;
  rateLimited(call: string): void;
  mailAttempt(outcome: 'sent' | 'failed'): void;
  /** a site check (functions/monitoring/scheduler.ts): its outcome, and how late it started */
  monitorCheck(ok: boolean, latenessSeconds: number): void;
  /** the same database, each query timed (idempotent) */
  instrument(db: Database): Database;
  /** the figures the stability page shows */
  summary(): Promise<LiveFigures>;
}

const instrumented = new WeakSet<Database>();

export function createMetrics(options: { db?: Queryable; startedAt?: Date; lastBackup?: () => Promise<LastBackup | null> } = {}): Metrics {
  const registry = new Registry();
  let outboxDb: Queryable | undefined = options.db;
  let poolOf: Database | undefined;
  const lastBackup = async () => (options.lastBackup ? await options.lastBackup().catch(() => null) : null);
  const startedAt = options.startedAt ?? new Date();

  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by call and status.', labelNames: ['call', 'method', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by call and status.',
    labelNames: ['call', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered now.', registers: [registry] });
  const refusals = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused by a rate limit (429), by call.', labelNames: ['call'], registers: [registry] });
  const mail = new Counter({ name: 'mail_outbox_attempts_total', help: 'Delivery tries of the outbox sender, by outcome.', labelNames: ['outcome'], registers: [registry] });
  const queryTime = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of a database query, statement batch or transaction.',
    labelNames: ['operation'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const queryErrors = new Counter({ name: 'db_query_errors_total', help: 'Database queries that failed.', labelNames: ['operation'], registers: [registry] });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Messages in the outbox waiting to be sent (queued) or given up on (failed).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const depth = await outboxDepth();
      if (!depth) return;
      this.set({ status: 'queued' }, depth.queued);
      this.set({ status: 'failed' }, depth.failed);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and callers waiting for one (absent on PGlite).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolOf?.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the newest backup in the backup folder was taken (absent when there is none).',
    registers: [registry],
    async collect() {
      const last = await lastBackup();
      if (last) this.set(Date.parse(last.at) / 1000);
    },
  });

  // Site monitoring (docs/monitoring.md): checks and failures, how late checks start, open incidents.
  const monitorChecks = new Counter({ name: 'monitor_checks_total', help: 'Site checks done, by result (ok or failed).', labelNames: ['result'], registers: [registry] });
  const monitorLateness = new Histogram({
    name: 'monitor_check_lateness_seconds',
    help: 'How long after its scheduled time a site check started.',
    buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  new Gauge({
    name: 'monitor_open_incidents',
    help: 'Monitoring incidents not yet resolved.',
    registers: [registry],
    async collect() {
      const rows = await outboxDb?.query<{ n: number }>(`select count(*)::int as n from monitor_incidents where resolved_at is null`).catch(() => null);
      if (rows?.[0]) this.set(Number(rows[0].n));
    },
  });

  async function outboxDepth(): Promise<{ queued: number; failed: number } | null> {
    if (!outboxDb) return null;
    try {
      const [row] = await outboxDb.query<{ queued: number; failed: number }>(
        `select (count(*) filter (where status = 'queued'))::int as queued, (count(*) filter (where status = 'failed'))::int as failed
         from mail_outbox where status in ('queued', 'failed')`,
      );
      return row ?? { queued: 0, failed: 0 };
    } catch {
      return null;
    }
  }

  function timed<T>(operation: string, run: () => Promise<T>): Promise<T> {
    const end = queryTime.startTimer({ operation });
    return run().then(
      (value) => {
        end();
        return value;
      },
      (error: unknown) => {
        end();
        queryErrors.inc({ operation });
        throw error;
      },
    );
  }

  const sumOf = async (metric: Counter | Histogram, name?: string) =>
    ((await metric.get()).values as Array<{ value: number; metricName?: string }>).filter((v) => !name || v.metricName === name).reduce((n, v) => n + v.value, 0);

  return {
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
    requestStarted() {
      inFlight.inc();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight.dec();
      };
    },
    observeRequest(call, method, status, seconds) {
      const labels = { call, status: String(status) };
      requests.inc({ ...labels, method });
      duration.observe(labels, seconds);
    },
    rateLimited(call) {
      refusals.inc({ call });
    },
    mailAttempt(outcome) {
      mail.inc({ outcome });
    },
    monitorCheck(ok, latenessSeconds) {
      monitorChecks.inc({ result: ok ? 'ok' : 'failed' });
      monitorLateness.observe(latenessSeconds);
    },
    instrument(db) {
      outboxDb ??= db;
      poolOf ??= db;
      if (instrumented.has(db)) return db;
      const wrapped: Database = {
        kind: db.kind,
        query: (sql, params) => timed('query', () => db.query(sql, params)),
        exec: (sql) => timed('exec', () => db.exec(sql)),
        transaction: (fn) => timed('transaction', () => db.transaction(fn)),
        close: () => db.close(),
        poolStats: db.poolStats ? () => db.poolStats!() : undefined,
      };
      instrumented.add(wrapped);
      poolOf = wrapped;
      return wrapped;
    },
    async summary() {
      const lag = (await processMetrics().getSingleMetric('nodejs_eventloop_lag_p99_seconds')?.get())?.values[0]?.value;
      const answered = (await duration.get()).values;
      const count = answered.filter((v) => v.metricName === 'http_request_duration_seconds_count').reduce((n, v) => n + v.value, 0);
      const total = answered.filter((v) => v.metricName === 'http_request_duration_seconds_sum').reduce((n, v) => n + v.value, 0);
      const queries = await sumOf(queryTime, 'db_query_duration_seconds_count');
      const queriesTotal = await sumOf(queryTime, 'db_query_duration_seconds_sum');
      const serverErrors = (await requests.get()).values.filter((v) => Number(v.labels.status) >= 500).reduce((n, v) => n + v.value, 0);
      const depth = await outboxDepth();
      return {
        since: startedAt.toISOString(),
        requests: count,
        serverErrors,
        averageResponseMs: count === 0 ? null : Math.round((total / count) * 10_000) / 10,
        rateLimited: await sumOf(refusals),
        outboxQueued: depth?.queued ?? null,
        outboxFailed: depth?.failed ?? null,
        mailFailedAttempts: (await mail.get()).values.filter((v) => v.labels.outcome === 'failed').reduce((n, v) => n + v.value, 0),
        averageQueryMs: queries === 0 ? null : Math.round((queriesTotal / queries) * 10_000) / 10,
        eventLoopLagMs: lag === undefined || !Number.isFinite(lag) ? null : Math.round(lag * 10_000) / 10,
        lastBackup: await lastBackup(),
      };
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares a presented token with the configured one in constant time (lengths hidden by hashing). */
export function tokenMatches(presented: string | undefined, expected: string | undefined): boolean {
  if (!presented || !expected) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

/** Wrong bearer tokens a client may send to the metrics in a minute; past it, 429 for the rest of that minute. */
export const wrongMetricsTokensPerMinute = 10;

/**
 * Wrong metrics tokens per client (a salted address hash) in the current minute, in this process.
 * Each presented token is counted before it is checked and taken back when it is right, and
 * JavaScript runs one request's counting at a time, so of requests sent at the same moment at most
 * `perMinute` are checked. Kept in memory on purpose: the metrics are per process too, and a scraper that
 * guesses would have to guess each instance separately. At most `maxClients` are remembered; the
 * map is cleared of old minutes when it grows past that.
 */
export function createWrongTokenCounter(options: { perMinute?: number; maxClients?: number } = {}) {
  const perMinute = options.perMinute ?? wrongMetricsTokensPerMinute;
  const maxClients = options.maxClients ?? 10_000;
  const counts = new Map<string, { minute: number; count: number }>();
  const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);
  const current = (client: string, now: Date) => {
    const entry = counts.get(client);
    return entry && entry.minute === minuteOf(now) ? entry.count : 0;
  };
  return {
    perMinute,
    /** counts one token BEFORE it is checked; answers the client's count this minute, this one included */
    count(client: string, now: Date): number {
      if (counts.size >= maxClients) for (const [key, entry] of counts) if (entry.minute !== minuteOf(now)) counts.delete(key);
      if (counts.size >= maxClients) counts.clear();
      const count = current(client, now) + 1;
      counts.set(client, { minute: minuteOf(now), count });
      return count;
    },
    /** takes back a token counted at `now` that turned out right */
    uncount(client: string, now: Date): void {
      const count = current(client, now);
      if (count > 0) counts.set(client, { minute: minuteOf(now), count: count - 1 });
    },
    /** seconds until the client's minute is over */
    retryAfterSeconds: (now: Date) => Math.max(1, Math.ceil(((minuteOf(now) + 1) * 60_000 - now.getTime()) / 1000)),
  };
}
