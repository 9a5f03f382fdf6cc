import type Stripe from 'stripe';
import type { Database } from '../db/index';
import type { Env } from '../env';

/** What every handler factory takes: the database, the parsed environment, a clock. */
export interface HandlerDeps {
  db: Database;
  env: Env;
  /** injectable clock, for tests */
  now?: () => Date;
  /** a ready Stripe client, for tests; otherwise built from STRIPE_SECRET_KEY */
  stripe?: Stripe;
}

export const clockOf = (deps: HandlerDeps): (() => Date) => deps.now ?? (() => new Date());
