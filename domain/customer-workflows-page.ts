/**
 * /customer-workflows (spec section 2): its tabs, its texts and the checkout return URL that
 * spec section 7 fixes. Plans and prices live in plans.ts; sample workflows in samples/customer-workflows.ts.
 */
import type { CustomerTemplate, CustomerWorkflow } from './entities';

/** The returnUrl create-workflow-subscription is sent, exactly as spec section 7 gives it. */
export const workflowCheckoutReturnUrl = '/customer-workflows?success=true';

export const customerWorkflowTabs = [
  { value: 'builder', label: 'Workflow Builder' },
  { value: 'templates', label: 'Templates' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'pricing', label: 'Pricing' },
] as const;
export type CustomerWorkflowTab = (typeof customerWorkflowTabs)[number]['value'];

export const customerWorkflowsCopy = {
  eyebrow: 'Customer workflows',
  tabsLabel: 'Customer workflow sections',
  createNewWorkflow: 'Create New Workflow',
  useTemplate: 'Use Template',
  popularTemplate: 'Popular',
  builderHeading: 'Your workflows',
  builderLede: 'Three sample customer journeys: what starts each one, what it does, and how it performs. Building your own comes with a paid plan.',
  builderDemoLink: 'Try the drag-and-drop builder demo',
  templatesHeading: 'Start from a template',
  templatesLede: 'Proven journeys for small businesses, ready to adapt to yours.',
  analyticsHeading: 'Workflow analytics',
  analyticsLede: 'Triggers and conversions of the sample workflows over the last 30 days.',
  triggersChartTitle: 'Triggers per workflow',
  conversionsChartTitle: 'Conversions per workflow',
  pricingHeading: 'Plans for every stage',
  pricingLede: 'Start small and upgrade when your workflows start paying for themselves. Cancel any time.',
  choosePlan: (name: string) => `Choose ${name}`,
  upgradeDescription: 'Creating and customising workflows needs a paid plan. Pick one to continue to secure checkout.',
  redirecting: 'Taking you to secure checkout…',
  successTitle: 'Welcome aboard: your workflow plan is active',
  successBody: 'Thank you for subscribing. A receipt is on its way to your email, and you can start building workflows now.',
  statusLabels: { active: 'Active', paused: 'Paused' },
} as const;

/** The template a customer workflow was made from, matched by name (sample data). */
export function templateOf(workflow: Pick<CustomerWorkflow, 'template'>, templates: readonly CustomerTemplate[]): CustomerTemplate | undefined {
  return templates.find((template) => template.name === workflow.template);
}

/** Conversions per trigger, in percent with one decimal (0 when a workflow has never run). */
export function conversionRate({ triggers, conversions }: Pick<CustomerWorkflow, 'triggers' | 'conversions'>): number {
  return triggers > 0 ? Math.round((conversions / triggers) * 1000) / 10 : 0;
}

/** Totals over a set of workflows, for the Analytics tiles. */
export function workflowTotals(workflows: readonly CustomerWorkflow[]) {
  const triggers = workflows.reduce((sum, w) => sum + w.triggers, 0);
  const conversions = workflows.reduce((sum, w) => sum + w.conversions, 0);
  return {
    triggers,
    conversions,
    conversionRate: conversionRate({ triggers, conversions }),
    active: workflows.filter((w) => w.status === 'active').length,
    total: workflows.length,
  };
}
