/**
 * Every plan, price and add-on the site sells (spec section 9). A price is written here once;
 * pages, the assistant's catalogue, Stripe set-up and structured data all read it from here.
 */
import { groupDigits } from './format';

/** The catalogue's plan price ids, sent by the browser to create-payment (spec section 7). */
export const subscriptionPriceIds = [
  'price_ab_testing_pro',
  'price_ab_testing_enterprise',
  'price_heatmap_pro',
  'price_heatmap_enterprise',
] as const;
export type SubscriptionPriceId = (typeof subscriptionPriceIds)[number];

/** Pricing plan (A/B testing, heat map): spec section 3. */
export interface PricingPlan {
  readonly id: string;
  readonly name: string;
  /** the price as shown, e.g. '$29/month' */
  readonly priceText: string;
  /** whole US dollars per month */
  readonly monthlyPrice: number;
  /** null for the Free plan, which makes no payment call */
  readonly priceId: SubscriptionPriceId | null;
  readonly features: readonly string[];
  readonly popular: boolean;
}

export const abTestingPlans = [
  {
    id: 'free',
    name: 'Free',
    priceText: '$0',
    monthlyPrice: 0,
    priceId: null,
    features: ['1 test per month', 'Up to 1,000 visitors', 'Basic analytics', 'Email support'],
    popular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    priceText: '$29/month',
    monthlyPrice: 29,
    priceId: 'price_ab_testing_pro',
    features: ['Unlimited tests', '50,000 visitors', 'Statistical significance', 'Custom goals'],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceText: '$99/month',
    monthlyPrice: 99,
    priceId: 'price_ab_testing_enterprise',
    features: ['Unlimited visitors', 'Audience segmentation', 'API access'],
    popular: false,
  },
] as const satisfies readonly PricingPlan[];

export const heatMapPlans = [
  {
    id: 'free',
    name: 'Free',
    priceText: '$0',
    monthlyPrice: 0,
    priceId: null,
    features: ['1,000 page views', '1 website'],
    popular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    priceText: '$39/month',
    monthlyPrice: 39,
    priceId: 'price_heatmap_pro',
    features: ['100,000 page views', '5 websites', 'Scroll depth', 'Session recordings'],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceText: '$129/month',
    monthlyPrice: 129,
    priceId: 'price_heatmap_enterprise',
    features: ['Unlimited page views', 'Unlimited websites'],
    popular: false,
  },
] as const satisfies readonly PricingPlan[];

/** The plan a visitor has before buying anything (the Free button reads Current Plan). */
export const defaultCurrentPlanId = 'free';

export const workflowPlanTypes = ['starter', 'professional', 'enterprise'] as const;
export type WorkflowPlanType = (typeof workflowPlanTypes)[number];

/** Customer workflow plan: spec section 3 (name, price, features, popular). */
export interface CustomerWorkflowPlan {
  readonly planType: WorkflowPlanType;
  readonly name: string;
  readonly monthlyPrice: number;
  readonly priceText: string;
  readonly features: readonly string[];
  readonly popular: boolean;
}

export const customerWorkflowPlans = [
  {
    planType: 'starter',
    name: 'Starter',
    monthlyPrice: 19,
    priceText: '$19/month',
    features: ['3 active workflows', '1,000 triggers per month'],
    popular: false,
  },
  {
    planType: 'professional',
    name: 'Professional',
    monthlyPrice: 49,
    priceText: '$49/month',
    features: ['15 active workflows', '10,000 triggers per month'],
    popular: true,
  },
  {
    planType: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 149,
    priceText: '$149/month',
    features: ['Unlimited workflows', 'Unlimited triggers'],
    popular: false,
  },
] as const satisfies readonly CustomerWorkflowPlan[];

/** The Upgrade Required dialog offers these, in this order (spec section 2). */
export const upgradeDialogPlanTypes = ['professional', 'starter'] as const satisfies readonly WorkflowPlanType[];

export const hostingPlanIds = ['starter', 'professional', 'business', 'enterprise', 'agency', 'developer'] as const;
export type HostingPlanId = (typeof hostingPlanIds)[number];

/** Hosting plan: spec section 3. Prices are whole dollars per month. */
export interface HostingPlan {
  readonly id: HostingPlanId;
  readonly name: string;
  readonly description: string;
  readonly price: number;
  readonly originalPrice: number;
  readonly popular: boolean;
  readonly specs: { readonly cpu: string; readonly ram: string; readonly storage: string; readonly bandwidth: string };
  readonly features: readonly string[];
}

// Bandwidth per plan is "not shown" in the spec; these figures are ours.
export const hostingPlans = [
  {
    id: 'starter',
    name: 'Starter Cloud',
    description: 'A fast, secure home for one small-business website.',
    price: 29,
    originalPrice: 49,
    popular: false,
    specs: { cpu: '1 vCPU', ram: '1GB RAM', storage: '25GB SSD', bandwidth: '1TB transfer' },
    features: ['1 website', '99.9% uptime guarantee', 'Free SSL certificate', 'Daily backups'],
  },
  {
    id: 'professional',
    name: 'Professional Cloud',
    description: 'Room to grow for busy sites and online stores.',
    price: 59,
    originalPrice: 99,
    popular: true,
    specs: { cpu: '2 vCPUs', ram: '4GB RAM', storage: '100GB SSD', bandwidth: '3TB transfer' },
    features: ['5 websites', '99.9% uptime guarantee', 'Free SSL certificates', 'Daily backups', 'AI performance tuning'],
  },
  {
    id: 'business',
    name: 'Business Cloud',
    description: 'Dedicated headroom and an SLA for revenue-critical sites.',
    price: 99,
    originalPrice: 159,
    popular: false,
    specs: { cpu: '4 vCPUs', ram: '8GB RAM', storage: '250GB SSD', bandwidth: '5TB transfer' },
    features: ['15 websites', '99.99% uptime SLA', 'Staging environments', 'Hourly backups', 'Priority support'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise Cloud',
    description: 'High-traffic platforms with auto-scaling and white-glove care.',
    price: 199,
    originalPrice: 299,
    popular: false,
    specs: { cpu: '8 vCPUs', ram: '16GB RAM', storage: '500GB SSD', bandwidth: 'Unmetered transfer' },
    features: ['Unlimited websites', '99.99% uptime SLA', 'Auto-scaling', 'Dedicated account manager'],
  },
  {
    id: 'agency',
    name: 'Agency Cloud',
    description: 'Host every client site from one dashboard, with reseller tools.',
    price: 349,
    originalPrice: 499,
    popular: false,
    specs: { cpu: '12 vCPUs', ram: '32GB RAM', storage: '1TB SSD', bandwidth: 'Unmetered transfer' },
    features: ['Unlimited client sites', 'White-label dashboard', 'Client billing tools', '24/7 priority support'],
  },
  {
    id: 'developer',
    name: 'Developer Cloud',
    description: 'Git deploys, SSH and staging for developers and product teams.',
    price: 79,
    originalPrice: 129,
    popular: false,
    specs: { cpu: '4 vCPUs', ram: '8GB RAM', storage: '200GB SSD', bandwidth: '4TB transfer' },
    features: ['10 projects', 'Git push deploys', 'SSH and WP-CLI access', 'Staging environments'],
  },
] as const satisfies readonly HostingPlan[];

/** /hosting selects this plan until the visitor picks another (spec section 2). */
export const defaultHostingPlanId: HostingPlanId = 'professional';

/** Hosting add-on: spec section 3. */
export interface HostingAddOn {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly price: number;
}

export const hostingAddOns = [
  { id: 'cdn', name: 'Global CDN', description: 'Serve your pages from the edge location nearest each visitor.', price: 19 },
  { id: 'security', name: 'Advanced Security', description: 'Web application firewall, malware scans and DDoS protection.', price: 29 },
  { id: 'backup', name: 'Backup Pro', description: 'Hourly off-site backups kept for 90 days, one-click restore.', price: 15 },
  { id: 'monitoring', name: 'Advanced Monitoring', description: 'Uptime, speed and error alerts by email, SMS or Slack.', price: 25 },
] as const satisfies readonly HostingAddOn[];

export type HostingAddOnId = (typeof hostingAddOns)[number]['id'];
export const hostingAddOnIds = hostingAddOns.map((addOn) => addOn.id) as readonly HostingAddOnId[];

/**
 * The add-ons a form or link names, as their ids, in the table's order: 'backup,cdn' and
 * 'cdn,backup' are the same choice. Unknown ids are dropped (a link may be old or edited).
 */
export function chosenAddOnIds(list: string | null | undefined): HostingAddOnId[] {
  const named = new Set((list ?? '').split(',').map((id) => id.trim()));
  return hostingAddOnIds.filter((id) => named.has(id));
}

/** 'Global CDN, Backup Pro' for 'cdn,backup'. */
export function addOnNames(list: string | null | undefined): string {
  const ids = chosenAddOnIds(list);
  return hostingAddOns.filter((addOn) => (ids as readonly string[]).includes(addOn.id)).map((addOn) => addOn.name).join(', ');
}

/** "Save $N" on a hosting plan card. */
export function hostingSaving(plan: Pick<HostingPlan, 'price' | 'originalPrice'>): number {
  return plan.originalPrice - plan.price;
}

/**
 * Stripe prices are found by lookup key, never by an amount from the client (api.md). The
 * lookup key of a catalogue plan is its price id; workflow plans have their own keys.
 */
export const workflowLookupKeys = {
  starter: 'price_workflow_starter',
  professional: 'price_workflow_professional',
  enterprise: 'price_workflow_enterprise',
} as const satisfies Record<WorkflowPlanType, string>;

/** Every paid subscription the site sells, by its Stripe lookup key. */
export const stripeCatalogue = [
  ...[
    { family: 'A/B Testing', plans: abTestingPlans as readonly PricingPlan[] },
    { family: 'Heat Maps', plans: heatMapPlans as readonly PricingPlan[] },
  ].flatMap(({ family, plans }) =>
    plans.flatMap((p) => (p.priceId ? [{ lookupKey: p.priceId as string, product: `${family} ${p.name}`, monthlyPrice: p.monthlyPrice }] : [])),
  ),
  ...customerWorkflowPlans.map((p) => ({
    lookupKey: workflowLookupKeys[p.planType] as string,
    product: `Customer Workflows ${p.name}`,
    monthlyPrice: p.monthlyPrice,
  })),
];

export function formatUsd(dollars: number): string {
  return `$${groupDigits(dollars)}`;
}

/** What a checkout can buy, found by its Stripe lookup key (/payment-success, the status call). */
export interface PurchasablePlan {
  /** the Stripe lookup key: a catalogue price id, or a workflow plan's key */
  readonly lookupKey: string;
  /** e.g. 'A/B Testing' */
  readonly family: string;
  /** the plan's own name, e.g. 'Pro' */
  readonly name: string;
  /** family and name, e.g. 'A/B Testing Pro' (the Stripe product's name) */
  readonly product: string;
  /** whole US dollars per month */
  readonly monthlyPrice: number;
  /** e.g. '$29/month' */
  readonly priceText: string;
  /** the page that sells it */
  readonly pagePath: '/ab-testing' | '/heat-map' | '/customer-workflows';
}

export const purchasablePlans: readonly PurchasablePlan[] = [
  ...[
    { family: 'A/B Testing', pagePath: '/ab-testing' as const, plans: abTestingPlans as readonly PricingPlan[] },
    { family: 'Heat Maps', pagePath: '/heat-map' as const, plans: heatMapPlans as readonly PricingPlan[] },
  ].flatMap(({ family, pagePath, plans }) =>
    plans.flatMap((p) =>
      p.priceId
        ? [{ lookupKey: p.priceId as string, family, name: p.name, product: `${family} ${p.name}`, monthlyPrice: p.monthlyPrice, priceText: p.priceText, pagePath }]
        : [],
    ),
  ),
  ...customerWorkflowPlans.map((p) => ({
    lookupKey: workflowLookupKeys[p.planType] as string,
    family: 'Customer Workflows',
    name: p.name,
    product: `Customer Workflows ${p.name}`,
    monthlyPrice: p.monthlyPrice,
    priceText: p.priceText as string,
    pagePath: '/customer-workflows' as const,
  })),
];

/** The plan sold under a Stripe lookup key; undefined for anything the site does not sell. */
export function purchasablePlan(lookupKey: string | null | undefined): PurchasablePlan | undefined {
  return lookupKey ? purchasablePlans.find((p) => p.lookupKey === lookupKey) : undefined;
}
