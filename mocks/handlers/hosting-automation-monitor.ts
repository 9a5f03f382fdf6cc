import { hostingAutomationMonitorRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { sampleAutomationActions, sampleCustomers, sampleDashboardRules, sampleServers } from '../../domain/samples';
import type { AutomationAction } from '../../domain/api';
import type { DashboardAutomationRule, Server } from '../../domain/entities';
import { demoAdmin } from '../demo-admin';
import { adminOnly, errorJson, failureVariants, mockCall, mockFailureMessage, readBody, respond, unauthorizedVariant } from '../shared';

type Rule = { -readonly [K in keyof DashboardAutomationRule]: DashboardAutomationRule[K] };

/** The rules' enabled flags, kept between calls so a story can toggle a rule and see it stick. */
export function createRuleStore() {
  const fresh = (): Rule[] => sampleDashboardRules.map((rule) => ({ ...rule }));
  let rules = fresh();
  let actions: AutomationAction[] = [];
  return {
    rules: (): readonly Rule[] => rules,
    /** the toggles made so far, newest first, as the real function logs them */
    actions: (): readonly AutomationAction[] => actions,
    toggle(ruleId: string, enabled: boolean): Rule | undefined {
      const rule = rules.find((r) => r.id === ruleId);
      if (rule) {
        rule.enabled = enabled;
        actions = [{ ruleId, ruleName: rule.name, enabled, by: demoAdmin.email, at: new Date().toISOString() }, ...actions].slice(0, 10);
      }
      return rule ? { ...rule } : undefined;
    },
    reset() {
      rules = fresh();
      actions = [];
    },
  };
}
export type RuleStore = ReturnType<typeof createRuleStore>;

/** Figures derived from the sample data (spec section 9), never typed in twice. */
export function sampleHostingMetrics(rules: readonly Rule[], recentActions: readonly AutomationAction[] = [], servers: readonly Server[] = sampleServers) {
  return {
    totalServers: servers.length,
    runningServers: servers.filter((s) => s.status === 'running').length,
    monthlyRevenue: sampleCustomers.filter((c) => c.status === 'active').reduce((sum, c) => sum + c.revenue, 0),
    rules: rules.map((rule) => ({ ...rule })),
    servers: servers.map((server) => ({ ...server })),
    recentActions: recentActions.map((action) => ({ ...action })),
  };
}

/** A handler set with its own store: a story that toggles does not leak into the next one. */
export function createHostingAutomationMonitorHandlers(store: RuleStore = createRuleStore()) {
  const success = mockCall(
    'hostingAutomationMonitor',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, hostingAutomationMonitorRequest);
      if (!body.ok) return body.response;
      if (body.data.action === 'get_metrics') {
        return respond('hostingAutomationMonitor', sampleHostingMetrics(store.rules(), store.actions()));
      }
      const rule = store.toggle(body.data.ruleId, body.data.enabled);
      if (!rule) return errorJson(404, messages.notFound);
      return respond('hostingAutomationMonitor', { rule });
    }),
  );
  return {
    success,
    ...failureVariants('hostingAutomationMonitor'),
    unauthorized: unauthorizedVariant('hostingAutomationMonitor'),
    /** Figures load, but every toggle fails: the rule switch goes back and says so. */
    toggleFails: mockCall(
      'hostingAutomationMonitor',
      adminOnly(async ({ request }) => {
        const body = await readBody(request, hostingAutomationMonitorRequest);
        if (!body.ok) return body.response;
        if (body.data.action === 'toggle_automation') return errorJson(500, mockFailureMessage);
        return respond('hostingAutomationMonitor', sampleHostingMetrics(store.rules(), sampleAutomationActions));
      }),
    ),
    /** Figures with two earlier rule changes, at fixed times (for screenshots). */
    withHistory: mockCall(
      'hostingAutomationMonitor',
      adminOnly(async ({ request }) => {
        const body = await readBody(request, hostingAutomationMonitorRequest);
        if (!body.ok) return body.response;
        if (body.data.action === 'toggle_automation') {
          const rule = store.toggle(body.data.ruleId, body.data.enabled);
          return rule ? respond('hostingAutomationMonitor', { rule }) : errorJson(404, messages.notFound);
        }
        return respond('hostingAutomationMonitor', sampleHostingMetrics(store.rules(), [...store.actions(), ...sampleAutomationActions]));
      }),
    ),
    /** Every sample server running: with a quiet health check, nothing needs attention. */
    allRunning: mockCall(
      'hostingAutomationMonitor',
      adminOnly(async ({ request }) => {
        const body = await readBody(request, hostingAutomationMonitorRequest);
        if (!body.ok) return body.response;
        if (body.data.action === 'toggle_automation') return errorJson(500, mockFailureMessage);
        return respond('hostingAutomationMonitor', sampleHostingMetrics(store.rules(), [], sampleServers.map((s) => ({ ...s, status: 'running' }))));
      }),
    ),
  };
}

/** The store behind the shared `handlers`; tests reset it between cases. */
export const hostingAutomationRuleStore = createRuleStore();
export const hostingAutomationMonitorHandlers = createHostingAutomationMonitorHandlers(hostingAutomationRuleStore);
