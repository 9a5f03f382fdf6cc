import { performance } from 'node:perf_hooks';
import { requireAdmin } from '../auth/sessions';
import { json, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

/** Checks over this period make the uptime figure. */
const uptimeWindowMs = 30 * 86_400_000;
/** A database slower than this is a warning. */
const slowDatabaseMs = 500;

export function formatUptime(ok: number, total: number): string {
  if (total === 0) return '100.00%';
  return `${((ok / total) * 100).toFixed(2)}%`;
}

/** Records a check now (database reachable, and how fast), then reports uptime over the history. */
export function createSystemHealthCheckHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('system-health-check', async (request) => {
    await requireAdmin(deps.db, request, now());
    const checkedAt = now();
    const started = performance.now();
    let databaseOk = true;
    let detail: string;
    try {
      await deps.db.query('select 1');
      detail = '';
    } catch (error) {
      databaseOk = false;
      detail = error instanceof Error ? error.message.slice(0, 200) : 'unreachable';
    }
    const responseMs = Math.round(performance.now() - started);
    detail = databaseOk ? `Database answered in ${responseMs} ms` : `Database unreachable: ${detail}`;
    await deps.db.query('insert into health_checks (checked_at, ok, response_ms, detail) values ($1, $2, $3, $4)', [
      checkedAt,
      databaseOk,
      responseMs,
      detail,
    ]);
    const [history] = await deps.db.query<{ total: number; ok: number }>(
      `select count(*)::int as total, (count(*) filter (where ok))::int as ok from health_checks where checked_at > $1`,
      [new Date(checkedAt.getTime() - uptimeWindowMs)],
    );
    const databaseStatus = !databaseOk ? 'error' : responseMs > slowDatabaseMs ? 'warning' : 'healthy';
    const checks = [
      { name: 'Database', status: databaseStatus, detail },
      { name: 'Web server', status: 'healthy', detail: 'Serving requests' },
      {
        name: 'Payments',
        status: deps.env.STRIPE_SECRET_KEY ? 'healthy' : 'warning',
        detail: deps.env.STRIPE_SECRET_KEY ? 'Stripe key configured' : 'Stripe is not configured; checkout answers 503',
      },
      {
        name: 'AI assistant',
        status: 'healthy',
        detail: deps.env.OPENAI_API_KEY ? 'Model configured' : 'Answering from the site catalogue (no model configured)',
      },
    ] as const;
    return json({
      uptime: formatUptime(history?.ok ?? 0, history?.total ?? 0),
      // Configuration warnings are listed but do not make the system unhealthy; the database does.
      status: databaseStatus,
      checks,
      checkedAt: checkedAt.toISOString(),
    });
  });
}
