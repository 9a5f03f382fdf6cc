import { hostingAutomationMonitorRequest } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';
import { useSampleSubscriptions } from './subscriptions-scope';

interface RuleRow {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  triggers: number;
  actions: number;
}
const ruleColumns = 'id, name, description, enabled, triggers, actions';

export function createHostingAutomationMonitorHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('hosting-automation-monitor', async (request) => {
    await requireAdmin(deps.db, request, now());
    const body = await readJson(request, hostingAutomationMonitorRequest);
    if (body.action === 'toggle_automation') {
      const [rule] = await deps.db.query<RuleRow>(
        `update automation_rules set enabled = $2, updated_at = $3 where id = $1 returning ${ruleColumns}`,
        [body.ruleId, body.enabled, now()],
      );
      if (!rule) throw new HttpError(404, `There is no automation rule "${body.ruleId}".`);
      return json({ rule });
    }
    const [servers] = await deps.db.query<{ total: number; running: number }>(
      `select count(*)::int as total, (count(*) filter (where status = 'running'))::int as running from servers`,
    );
    const sample = await useSampleSubscriptions(deps.db);
    const [revenue] = await deps.db.query<{ cents: number }>(
      `select coalesce(sum(amount_cents), 0)::float8 as cents from subscriptions where status = 'active' and sample = $1`,
      [sample],
    );
    const rules = await deps.db.query<RuleRow>(`select ${ruleColumns} from automation_rules order by id`);
    return json({
      totalServers: servers?.total ?? 0,
      runningServers: servers?.running ?? 0,
      monthlyRevenue: Math.round((revenue?.cents ?? 0) / 100),
      rules,
    });
  });
}
