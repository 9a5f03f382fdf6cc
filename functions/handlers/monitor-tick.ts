import { hit, type RateLimit } from '../rate-limit';
import { bearerToken } from '../auth/sessions';
import { HttpError, json, readBodyText, withErrorHandling, type Handler } from '../http';
import { tokenMatches } from '../metrics';
import { runRound } from '../monitoring/scheduler';
import { clientKeyOf, clockOf, type HandlerDeps } from './deps';

/** A platform's cron calls once a minute; a few more leave room for retries. */
const tickLimit: RateLimit = { max: 12, windowMs: 60_000 };
/** the tick takes no body: anything beyond this is refused unread */
const maxTickBodyBytes = 1024;

/**
 * One round of site checks for platforms that keep no timers (docs/deploy.md): POST with
 * `Authorization: Bearer <MONITOR_TICK_TOKEN>`. Without the token set, or with a wrong one: 401;
 * rate limited per client; a body of more than 1 KB is refused unread.
 */
export function createMonitorTickHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('monitor-tick', async (request, context) => {
    // The body is checked before the limiter, as every call's is; a wrong token counts against it.
    await readBodyText(request, maxTickBodyBytes);
    await hit(deps.db, `monitor-tick:ip:${clientKeyOf(deps, request, context)}`, tickLimit, now());
    // Off, no token is right: the same 401 as a wrong token, with a message that says why.
    if (!deps.env.MONITOR_TICK_TOKEN) throw new HttpError(401, 'The monitor tick is off: set MONITOR_TICK_TOKEN to use it.');
    if (!tokenMatches(bearerToken(request) ?? undefined, deps.env.MONITOR_TICK_TOKEN)) throw new HttpError(401, 'The monitor tick needs its token.');
    const checked = await runRound({ db: deps.db, env: deps.env, now: deps.now, maxChecks: 100 });
    return json({ checked });
  });
}
