import { hostingAutomationMonitorRequest } from '../../domain';
import { activeMonthlyRevenue } from '../admin/subscription-figures';
import { requireAdmin } from '../auth/sessions';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

interface RuleRow {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  triggers: number;
  actions: number;
}
const ruleColumns = 'id, name, description, enabled, triggers, actions';

interface ServerRow {
  id: string;
  name: string;
  status: string;
  cpu: number;
  memory: number;
  disk: number;
  uptime: string;
  last_check: string;
  client: string;
  plan: string;
}

/** `get_metrics` (spec 7.3) and `toggle_automation` (7.4), which also logs who changed what. */
export function createHostingAutomationMonitorHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('hosting-automation-monitor', async (request, context) => {
    const admin = await requireAdmin(deps.db, request, now());
    const body = await readJson(request, hostingAutomationMonitorRequest);
    if (body.action === 'toggle_automation') {
      const at = now();
      const rule = await deps.db.transaction(async (tx) => {
        const [updated] = await tx.query<RuleRow>(
          `update automation_rules set enabled = $2, updated_at = $3 where id = $1 returning ${ruleColumns}`,
          [body.ruleId, body.enabled, at],
        );
        if (updated) {
          await tx.query('insert into automation_events (rule_id, enabled, admin_email, created_at) values ($1, $2, $3, $4)', [
            updated.id,
            updated.enabled,
            admin.email,
            at,
          ]);
        }
        return updated;
      });
      if (!rule) throw new HttpError(404, `There is no automation rule "${body.ruleId}".`);
      await audit({ type: 'admin.action', adminId: admin.id, client: clientKeyOf(deps, request, context), call: 'hostingAutomationMonitor', requestId: context?.requestId, detail: { action: 'toggle_automation', ruleId: rule.id, enabled: rule.enabled } });
      return json({ rule });
    }
    const [servers] = await deps.db.query<{ total: number; running: number }>(
      `select count(*)::int as total, (count(*) filter (where status = 'running'))::int as running from servers`,
    );
    const monthlyRevenue = await activeMonthlyRevenue(deps.db);
    const rules = await deps.db.query<RuleRow>(`select ${ruleColumns} from automation_rules order by id`);
    const serverRows = await deps.db.query<ServerRow>(
      'select id, name, status, cpu, memory, disk, uptime, last_check, client, plan from servers order by id',
    );
    const events = await deps.db.query<{ rule_id: string; name: string; enabled: boolean; admin_email: string; created_at: Date | string }>(
      `select e.rule_id, r.name, e.enabled, e.admin_email, e.created_at
       from automation_events e join automation_rules r on r.id = e.rule_id
       order by e.created_at desc, e.id desc limit 10`,
    );
    return json({
      totalServers: servers?.total ?? 0,
      runningServers: servers?.running ?? 0,
      monthlyRevenue,
      rules,
      servers: serverRows.map(({ last_check, ...s }) => ({ ...s, lastCheck: last_check })),
      recentActions: events.map((e) => ({
        ruleId: e.rule_id,
        ruleName: e.name,
        enabled: e.enabled,
        by: e.admin_email,
        at: new Date(e.created_at).toISOString(),
      })),
    });
  });
}
