/**
 * What the plan pages say about each subscription product: the Overview tab, the Features
 * comparison (spec section 2: Free, Pro and Enterprise; heat maps with click maps, scroll maps
 * and session recordings), and the one-paragraph summaries /pricing and /subscription-services
 * show. Prices are never written here: they come from plans.ts.
 */
import { abTestingPlans, customerWorkflowPlans, heatMapPlans, hostingPlans, type PricingPlan } from './plans';

/** A cell of a comparison table: included or not, or a figure such as "50,000". */
export type PlanComparisonValue = boolean | string;

export interface ComparisonRow {
  readonly feature: string;
  /** by plan id (free, pro, enterprise) */
  readonly values: Readonly<Record<string, PlanComparisonValue>>;
}

export interface ProductHighlight {
  /** names an icon the app picks; the design system takes the icon as a node */
  readonly icon: 'split' | 'gauge' | 'target' | 'users' | 'code' | 'mouse' | 'scroll' | 'video' | 'globe' | 'shield';
  readonly title: string;
  readonly text: string;
}

export interface PlanProduct {
  readonly id: 'ab-testing' | 'heat-map';
  readonly name: string;
  readonly path: '/ab-testing' | '/heat-map';
  readonly plans: readonly PricingPlan[];
  readonly highlights: readonly ProductHighlight[];
  readonly steps: readonly { readonly title: string; readonly text: string }[];
  readonly comparison: readonly ComparisonRow[];
  /** the sentence above the Demo tab's figures */
  readonly demoIntro: string;
}

export const abTestingProduct: PlanProduct = {
  id: 'ab-testing',
  name: 'A/B Testing',
  path: '/ab-testing',
  plans: abTestingPlans,
  highlights: [
    {
      icon: 'split',
      title: 'Fair split of real traffic',
      text: 'Each visitor is assigned to version A or B at random and keeps seeing the same version, so the comparison is fair.',
    },
    {
      icon: 'gauge',
      title: 'Know when a result is real',
      text: 'A two-proportion significance test tells you whether the difference between versions is more than chance.',
    },
    {
      icon: 'target',
      title: 'Goals that match your business',
      text: 'Count what matters to you: quote requests, calls, bookings or purchases, not just clicks.',
    },
    {
      icon: 'users',
      title: 'See who responds',
      text: 'Enterprise segments results by device, new and returning visitors and traffic source.',
    },
  ],
  steps: [
    { title: 'Pick a page and a goal', text: 'Choose the page to improve and what a conversion is.' },
    { title: 'Create version B', text: 'Change a headline, a button or a whole section; we host both versions.' },
    { title: 'Let visitors decide', text: 'Traffic is split evenly while the test counts conversions.' },
    { title: 'Keep the winner', text: 'When the result is significant, make the better version permanent.' },
  ],
  comparison: [
    { feature: 'Tests per month', values: { free: '1', pro: 'Unlimited', enterprise: 'Unlimited' } },
    { feature: 'Visitors per month', values: { free: 'Up to 1,000', pro: '50,000', enterprise: 'Unlimited' } },
    { feature: 'Basic analytics', values: { free: true, pro: true, enterprise: true } },
    { feature: 'Statistical significance', values: { free: false, pro: true, enterprise: true } },
    { feature: 'Custom goals', values: { free: false, pro: true, enterprise: true } },
    { feature: 'Audience segmentation', values: { free: false, pro: false, enterprise: true } },
    { feature: 'API access', values: { free: false, pro: false, enterprise: true } },
    { feature: 'Email support', values: { free: true, pro: true, enterprise: true } },
  ],
  demoIntro:
    'A finished sample test on a client’s home page: two versions of the call-to-action button, the visitors each version saw and how many of them asked for a quote.',
};

export const heatMapProduct: PlanProduct = {
  id: 'heat-map',
  name: 'Heat Maps',
  path: '/heat-map',
  plans: heatMapPlans,
  highlights: [
    {
      icon: 'mouse',
      title: 'Click heat maps',
      text: 'See where visitors click and tap, including “dead clicks” on things that look clickable but are not.',
    },
    {
      icon: 'scroll',
      title: 'Scroll heat maps',
      text: 'Find out how far down each page people read, so your key message sits where it is seen.',
    },
    {
      icon: 'video',
      title: 'Session recordings',
      text: 'Watch real visits, with form fields masked, to see where visitors hesitate or give up.',
    },
    {
      icon: 'globe',
      title: 'Every site in one place',
      text: 'Pro covers five websites and Enterprise as many as you run, from one dashboard.',
    },
  ],
  steps: [
    { title: 'Add one snippet', text: 'We add a small, privacy-friendly script to your site, or you paste it in.' },
    { title: 'Collect visits', text: 'Clicks, taps and scrolls are gathered as people use your pages.' },
    { title: 'Read the maps', text: 'Hot areas show what draws attention; cold ones show what is missed.' },
    { title: 'Fix and compare', text: 'Change the page and watch the next map to see whether it worked.' },
  ],
  comparison: [
    { feature: 'Page views per month', values: { free: '1,000', pro: '100,000', enterprise: 'Unlimited' } },
    { feature: 'Websites', values: { free: '1', pro: '5', enterprise: 'Unlimited' } },
    { feature: 'Click heat maps', values: { free: true, pro: true, enterprise: true } },
    { feature: 'Scroll heat maps', values: { free: false, pro: true, enterprise: true } },
    { feature: 'Session recordings', values: { free: false, pro: true, enterprise: true } },
  ],
  demoIntro: 'A week of sample visits to a client’s home page: where 800 clicks landed, and how far down the page visitors scrolled.',
};

export const planProducts = { 'ab-testing': abTestingProduct, 'heat-map': heatMapProduct } as const;

/** The lowest paid monthly price of a family, in whole dollars. */
export function lowestPaidPrice(prices: readonly number[]): number {
  const paid = prices.filter((p) => p > 0);
  return paid.length === 0 ? 0 : Math.min(...paid);
}

export type PlanFamilyId = 'ab-testing' | 'heat-map' | 'customer-workflows' | 'hosting';

/** One product in the /subscription-services overview and the /pricing page. */
export interface PlanFamily {
  readonly id: PlanFamilyId;
  readonly name: string;
  readonly path: '/ab-testing' | '/heat-map' | '/customer-workflows' | '/hosting';
  /** what it does, in one sentence */
  readonly summary: string;
  /** who it is for */
  readonly audience: string;
  /** whether there is a free plan to start on */
  readonly hasFreePlan: boolean;
  /** lowest paid price per month, whole dollars */
  readonly fromPrice: number;
  /** the link to the product page */
  readonly linkLabel: string;
}

export const planFamilies: readonly PlanFamily[] = [
  {
    id: 'ab-testing',
    name: 'A/B Testing',
    path: '/ab-testing',
    summary: 'Show two versions of a page to real visitors and learn, with a proper significance test, which one wins more customers.',
    audience: 'For shops and service businesses that already get traffic and want more enquiries or sales from it.',
    hasFreePlan: abTestingPlans.some((p) => p.monthlyPrice === 0),
    fromPrice: lowestPaidPrice(abTestingPlans.map((p) => p.monthlyPrice)),
    linkLabel: 'Explore A/B Testing',
  },
  {
    id: 'heat-map',
    name: 'Heat Maps',
    path: '/heat-map',
    summary: 'Click maps, scroll maps and session recordings show what visitors actually do on your pages.',
    audience: 'For owners who wonder why visitors leave without calling, booking or buying.',
    hasFreePlan: heatMapPlans.some((p) => p.monthlyPrice === 0),
    fromPrice: lowestPaidPrice(heatMapPlans.map((p) => p.monthlyPrice)),
    linkLabel: 'Explore Heat Maps',
  },
  {
    id: 'customer-workflows',
    name: 'Customer Workflows',
    path: '/customer-workflows',
    summary: 'Ready-made journeys (welcome series, cart recovery, win-back) that follow up with customers automatically.',
    audience: 'For businesses that want every lead and customer followed up without doing it by hand.',
    hasFreePlan: false,
    fromPrice: lowestPaidPrice(customerWorkflowPlans.map((p) => p.monthlyPrice)),
    linkLabel: 'Explore Customer Workflows',
  },
  {
    id: 'hosting',
    name: 'Cloud Hosting',
    path: '/hosting',
    summary: 'Managed, AI-tuned cloud hosting with SSD storage, daily backups and free migration.',
    audience: 'For any business site that must be fast and always up, from one page to a busy store.',
    hasFreePlan: false,
    fromPrice: lowestPaidPrice(hostingPlans.map((p) => p.price)),
    linkLabel: 'Explore Cloud Hosting',
  },
];

/** The subscriptions bought online (Stripe checkout); hosting is arranged with the team. */
export const subscriptionFamilyIds = ['ab-testing', 'heat-map', 'customer-workflows'] as const satisfies readonly PlanFamilyId[];

/** How subscriptions work, for /subscription-services (our wording). */
export const subscriptionTerms = [
  { title: 'Start free', text: 'A/B testing and heat maps have free plans; no card is needed to begin.' },
  { title: 'Secure checkout', text: 'Paid plans are bought through Stripe’s hosted checkout; card details never touch our servers.' },
  { title: 'Monthly, cancel any time', text: 'Plans renew monthly, and you can cancel whenever you like.' },
] as const;
