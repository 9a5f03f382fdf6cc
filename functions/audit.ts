/**
 * Security events: one row in `audit_events` (the admin area lists them) and one line on the
 * server log, each; refusals a flood repeats share one row (and one line) per client and minute,
 * with a count. Events older than 90 days are deleted. Nothing secret and nothing in clear: the client and the account are the
 * salted hashes the rate limits use; the detail holds only small facts (a status, an action).
 */
import type { SecurityEventType } from '../domain';
import type { Queryable } from './db/index';
import type { Logger } from './log';

export type { SecurityEventType };

export interface SecurityEvent {
  type: SecurityEventType;
  /** hashIp(...) of the client */
  client?: string;
  /** hashKey(email) of the account a sign-in named */
  account?: string;
  adminId?: number;
  call?: string;
  detail?: Record<string, string | number | boolean | null>;
  requestId?: string;
}

export type Audit = (event: SecurityEvent) => Promise<void>;

/** Failed and refused events are warnings on the log; the rest are info. */
const warnings: ReadonlySet<SecurityEventType> = new Set(['sign_in.failed', 'sign_in.throttled', 'sign_in.busy', 'admin.unauthorized', 'rate_limited', 'admin.invitation_refused']);

/**
 * Refusals that a flood repeats: counted per kind, client, call (and account) and minute in one
 * row, and one log line at the first of each minute, instead of a row and a line each.
 */
const countedTypes: ReadonlySet<SecurityEventType> = new Set(['rate_limited', 'admin.unauthorized', 'sign_in.throttled', 'sign_in.busy']);

/** How long the security log keeps events (docs/security.md). */
const securityEventRetentionDays = 90;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Deletes events older than `securityEventRetentionDays`; answers how many went. */
export async function purgeSecurityEvents(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('delete from audit_events where at < $1 returning id', [new Date(now.getTime() - securityEventRetentionDays * DAY)]);
  return rows.length;
}

/** Per database: when the writer last purged, so it purges at most once an hour. */
const purgedAt = new WeakMap<Queryable, number>();

export function createAudit(db: Queryable, logger: Logger, now: () => Date = () => new Date()): Audit {
  return async (event) => {
    const at = now();
    const line = {
      event: event.type,
      client: event.client,
      account: event.account,
      adminId: event.adminId,
      call: event.call,
      reqId: event.requestId,
      ...event.detail,
    };
    const level = warnings.has(event.type) ? 'warn' : 'info';
    let logged = false;
    const log = () => {
      logged = true;
      logger[level](line, 'security event');
    };
    const params = [at, event.type, event.client ?? null, event.account ?? null, event.adminId ?? null, event.call ?? null, JSON.stringify(event.detail ?? {}), event.requestId ?? null];
    try {
      if (countedTypes.has(event.type)) {
        const minute = Math.floor(at.getTime() / 60_000) * 60_000;
        const key = [event.type, event.client ?? '', event.account ?? '', event.adminId ?? '', event.call ?? '', minute].join('|');
        const [row] = await db.query<{ count: number }>(
          `insert into audit_events (at, type, client_hash, account_hash, admin_id, call, detail, request_id, aggregate_key)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           on conflict (aggregate_key) do update set count = audit_events.count + 1
           returning count`,
          [...params, key],
        );
        // one line per client and minute: the first; the row holds the count
        if (Number(row?.count) === 1) log();
      } else {
        log();
        await db.query(
          `insert into audit_events (at, type, client_hash, account_hash, admin_id, call, detail, request_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          params,
        );
      }
      const last = purgedAt.get(db);
      if (last === undefined || at.getTime() - last >= HOUR) {
        purgedAt.set(db, at.getTime());
        await purgeSecurityEvents(db, at);
      }
    } catch (error) {
      // The log line is the record then; the visitor's request does not fail for it.
      if (!logged) log();
      logger.error({ event: event.type, err: error instanceof Error ? error.message : String(error) }, 'security event not stored');
    }
  };
}
