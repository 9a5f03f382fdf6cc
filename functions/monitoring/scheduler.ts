/**
 * The scheduler (issue 33, "The scheduler"): claims due sites from the database and checks them,
 * at most `concurrency` at once. A claim is one UPDATE over a `for update skip locked` subquery
 * that sets a lease (the same SQL on PostgreSQL and PGlite), so one instance or ten check each
 * site once per interval; the next check time is a column, so a restart resumes the schedule.
 * `runRound` is one pass (the monitor-tick call, tests); `startScheduler` runs inside the server.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index';
import type { Env } from '../env';
import { rollUp } from './aggregates';
import { checkSite, monitorUserAgent, type CheckOptions, type CheckResult } from './check';
import { LeaseLostError, recordCheck, siteColumns, type RecordOptions, type SiteRow } from './record';

export interface SchedulerOptions {
  db: Database;
  env: Env;
  now?: () => Date;
  /** checks at once (default env.MONITOR_CONCURRENCY) */
  concurrency?: number;
  /** how often the in-server loop looks for due sites */
  pollMs?: number;
  /** how often aggregates are rolled up and old rows purged */
  rollUpEveryMs?: number;
  /** a lease lasts the site's timeout plus this */
  leaseMarginMs?: number;
  /** tests: the check's resolver, trusted certificates, addresses let through */
  check?: Pick<CheckOptions, 'lookup' | 'ca' | 'permit'>;
  rules?: RecordOptions['rules'];
  /** after each check: what it found and how late it started (metrics) */
  onChecked?: (result: CheckResult, latenessMs: number) => void;
}

/** Takes up to `limit` due sites for this scheduler; another scheduler gets other ones, or none. */
async function claimDue(db: Database, now: Date, limit: number, leaseMarginMs: number): Promise<SiteRow[]> {
  if (limit <= 0) return [];
  return db.query<SiteRow>(
    `update monitored_sites set lease_until = $1::timestamptz + make_interval(secs => (timeout_ms + $3) / 1000.0), lease_token = $4
     where id in (
       select id from monitored_sites
       where not paused and next_check_at <= $1 and (lease_until is null or lease_until <= $1)
       order by next_check_at, id
       limit $2
       for update skip locked
     )
     and not paused and next_check_at <= $1 and (lease_until is null or lease_until <= $1)
     returning ${siteColumns}`,
    [now, limit, leaseMarginMs, randomUUID()],
  );
}

function engine(options: SchedulerOptions) {
  const now = options.now ?? (() => new Date());
  const userAgent = monitorUserAgent(options.env.SITE_ORIGIN);
  const origin = options.env.SITE_ORIGIN ?? `http://localhost:${options.env.PORT}`;
  const leaseMarginMs = options.leaseMarginMs ?? 30_000;
  const concurrency = options.concurrency ?? options.env.MONITOR_CONCURRENCY;

  async function checkOne(site: SiteRow): Promise<void> {
    const startedAt = now();
    const result = await checkSite(site.url, {
      userAgent,
      timeoutMs: site.timeout_ms,
      expectedStatus: site.expected_status,
      keyword: site.keyword,
      slowThresholdMs: site.slow_threshold_ms,
      allowPrivate: options.env.MONITOR_ALLOW_PRIVATE,
      now,
      ...options.check,
    });
    try {
      await recordCheck(options.db, site, result, startedAt, { origin, rules: options.rules });
      options.onChecked?.(result, Math.max(0, startedAt.getTime() - site.next_check_at.getTime()));
    } catch (error) {
      if (error instanceof LeaseLostError) console.warn(`[monitoring] ${error.message}`);
      else console.error(`[monitoring] site ${site.id}: the check could not be recorded:`, error instanceof Error ? error.message : error);
    }
  }
  return { now, leaseMarginMs, concurrency, checkOne };
}

/**
 * One round: claims and checks due sites, `concurrency` at a time, until none is due (or
 * `maxChecks` were done), then rolls up the aggregates. Returns how many sites were checked.
 */
export async function runRound(options: SchedulerOptions & { maxChecks?: number }): Promise<number> {
  const e = engine(options);
  const width = Math.max(1, e.concurrency);
  const max = options.maxChecks ?? 500;
  let checked = 0;
  while (checked < max) {
    const sites = await claimDue(options.db, e.now(), Math.min(width, max - checked), e.leaseMarginMs);
    if (sites.length === 0) break;
    await Promise.all(sites.map((site) => e.checkOne(site)));
    checked += sites.length;
  }
  await rollUp(options.db, e.now(), { rawDays: options.env.MONITOR_RAW_DAYS });
  return checked;
}

export interface RunningScheduler {
  /** stops claiming; resolves once the checks in flight are recorded */
  stop(): Promise<void>;
}

/** The in-server loop: every `pollMs`, claims as many due sites as there are free slots. */
export function startScheduler(options: SchedulerOptions): RunningScheduler {
  const e = engine(options);
  const pollMs = options.pollMs ?? 1_000;
  const rollUpEveryMs = options.rollUpEveryMs ?? 5 * 60_000;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let polling: Promise<void> | null = null;
  let lastRollUp = 0;

  function poll(): Promise<void> {
    if (stopped || polling) return polling ?? Promise.resolve();
    polling = pollOnce().finally(() => {
      polling = null;
    });
    return polling;
  }

  async function pollOnce(): Promise<void> {
    try {
      const free = e.concurrency - inFlight.size;
      const sites = await claimDue(options.db, e.now(), free, e.leaseMarginMs);
      for (const site of sites) {
        const job = e.checkOne(site).finally(() => {
          inFlight.delete(job);
          // a slot is free: look again at once rather than at the next poll
          if (!stopped) void poll();
        });
        inFlight.add(job);
      }
      const at = e.now().getTime();
      if (at - lastRollUp >= rollUpEveryMs) {
        lastRollUp = at;
        await rollUp(options.db, e.now(), { rawDays: options.env.MONITOR_RAW_DAYS });
      }
    } catch (error) {
      if (!stopped) console.error('[monitoring] the scheduler could not claim sites:', error instanceof Error ? error.message : error);
    }
  }

  const timer = setInterval(() => void poll(), pollMs);
  timer.unref?.();
  void poll();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await polling;
      await Promise.all([...inFlight]);
    },
  };
}

export interface Monitor {
  /** starts the in-server scheduler, unless MONITOR_CONCURRENCY is 0 */
  start(): void;
  stop(): Promise<void>;
}

/** The server's monitor, made at start-up and started once the server listens (like the mail sender). */
export function createMonitor(options: SchedulerOptions): Monitor {
  let running: RunningScheduler | null = null;
  return {
    start() {
      if (running || (options.concurrency ?? options.env.MONITOR_CONCURRENCY) === 0) return;
      running = startScheduler(options);
    },
    async stop() {
      await running?.stop();
      running = null;
    },
  };
}
