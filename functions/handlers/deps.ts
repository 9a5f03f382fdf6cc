import type Stripe from 'stripe';
import type { PasswordGate } from '../auth/password-gate';
import { createAudit, type Audit } from '../audit';
import { silentLogger } from '../log';
import { clientIp, type RequestContext } from '../http';
import { hashIp } from '../rate-limit';
import type { Database } from '../db/index';
import type { Env } from '../env';
import type { Metrics } from '../metrics';

/** What every handler factory takes: the database, the parsed environment, a clock. */
export interface HandlerDeps {
  db: Database;
  env: Env;
  /** injectable clock, for tests */
  now?: () => Date;
  /** the password-hashing gate; the process's own by default (see auth/password-gate.ts) */
  passwordGate?: PasswordGate;
  /** records security events (functions/audit.ts); by default into audit_events, without a log line */
  audit?: Audit;
  /** injectable wait (sign-in failure delays), for tests */
  sleep?: (ms: number) => Promise<void>;
  /** what the server counts (functions/metrics.ts), for the stability page's live figures */
  metrics?: Metrics;
  /** a ready Stripe client, for tests; otherwise built from STRIPE_SECRET_KEY */
  stripe?: Stripe;
}

export const clockOf = (deps: HandlerDeps): (() => Date) => deps.now ?? (() => new Date());

export const sleepOf = (deps: HandlerDeps): ((ms: number) => Promise<void>) =>
  deps.sleep ?? ((ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()));

export const auditOf = (deps: HandlerDeps): Audit => deps.audit ?? createAudit(deps.db, silentLogger, clockOf(deps));

/** The client of a request as limits and security events key it (a salted hash; see rate-limit.ts). */
export const clientKeyOf = (deps: HandlerDeps, request: Request, context?: RequestContext): string =>
  hashIp(clientIp(request, context), deps.env.IP_HASH_SALT);
