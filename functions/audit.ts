/**
 * Security events: one row in `audit_events` (the admin area lists them) and one line on the
 * server log, each. Nothing secret and nothing in clear: the client and the account are the
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
    logger[warnings.has(event.type) ? 'warn' : 'info'](line, 'security event');
    try {
      await db.query(
        `insert into audit_events (at, type, client_hash, account_hash, admin_id, call, detail, request_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [at, event.type, event.client ?? null, event.account ?? null, event.adminId ?? null, event.call ?? null, JSON.stringify(event.detail ?? {}), event.requestId ?? null],
      );
    } catch (error) {
      // The log line above is the record then; the visitor's request does not fail for it.
      logger.error({ event: event.type, err: error instanceof Error ? error.message : String(error) }, 'security event not stored');
    }
  };
}
