import { json, withErrorHandling, type Handler } from '../http';
import type { HandlerDeps } from './deps';

/** GET: is the server up and can it reach its database (a real `select 1`). */
export function createHealthHandler(deps: Pick<HandlerDeps, 'db'>): Handler {
  return withErrorHandling('health', async () => {
    try {
      await deps.db.query('select 1');
      return json({ status: 'ok', database: 'ok' });
    } catch (error) {
      console.error('[health] database check failed', error instanceof Error ? error.message : error);
      return json({ status: 'degraded', database: 'unavailable' }, { status: 503 });
    }
  });
}
