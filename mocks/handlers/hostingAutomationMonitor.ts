import { hostingAutomationMonitorRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { sampleCustomers, sampleDashboardRules, sampleServers } from '../../domain/sample-data';
import type { DashboardAutomationRule } from '../../domain/entities';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

type Rule = { -readonly [K in keyof DashboardAutomationRule]: DashboardAutomationRule[K] };

/** The rules' enabled flags, kept between calls so a story can toggle a rule and see it stick. */
export function createRuleStore() {
  const fresh = (): Rule[] => sampleDashboardRules.map((rule) => ({ ...rule }));
  let rules = fresh();
  return {
    rules: (): readonly Rule[] => rules,
    toggle(ruleId: string, enabled: boolean): Rule | undefined {
      const rule = rules.find((r) => r.id === ruleId);
      if (rule) rule.enabled = enabled;
      return rule ? { ...rule } : undefined;
    },
    reset() {
      rules = fresh();
    },
  };
}
export type RuleStore = ReturnType<typeof createRuleStore>;

/** Figures derived from the sample data (spec section 9), never typed in twice. */
export function sampleHostingMetrics(rules: readonly Rule[]) {
  return {
    totalServers: sampleServers.length,
    runningServers: sampleServers.filter((s) => s.status === 'running').length,
    monthlyRevenue: sampleCustomers.filter((c) => c.status === 'active').reduce((sum, c) => sum + c.revenue, 0),
    rules: rules.map((rule) => ({ ...rule })),
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
        return respond('hostingAutomationMonitor', sampleHostingMetrics(store.rules()));
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
  };
}

/** The store behind the shared `handlers`; tests reset it between cases. */
export const hostingAutomationRuleStore = createRuleStore();
export const hostingAutomationMonitorHandlers = createHostingAutomationMonitorHandlers(hostingAutomationRuleStore);

export default hostingAutomationMonitorHandlers.success;
