/**
 * /hosting (spec section 2): the texts of each section. Plans, add-ons and the saving live in
 * plans.ts; the promo and the marketing claims in constants.ts. Icons are named here and drawn
 * by the page, so this module stays free of React.
 */
import { hostingPromo, marketingClaims } from './constants';
import type { MarketingImage } from './marketing/types';

export type HostingIcon =
  | 'globe'
  | 'shield-check'
  | 'hard-drive'
  | 'trending-up'
  | 'cpu'
  | 'truck'
  | 'database-backup'
  | 'headset'
  | 'lock'
  | 'gauge';

export interface HostingFeature {
  readonly id: string;
  readonly icon: HostingIcon;
  readonly title: string;
  readonly description: string;
}

/** /hosting's hero picture: the servers and the three promises the page makes about them. */
export const hostingHeroImage: MarketingImage = {
  src: '/illustrations/hosting.svg',
  alt: `Cloud servers, all running, beside the hosting promises: a ${marketingClaims.uptimeGuarantee} uptime guarantee, pages that load in under ${marketingClaims.pageLoadSeconds} seconds and ${marketingClaims.dataCentres} cloud data centres.`,
  width: 800,
  height: 600,
};

/** The id of /hosting's plans section: View Hosting Plans and /pricing's Choose links land there. */
export const hostingPlansSectionId = 'hosting-plans';

export const hostingCopy = {
  promo: hostingPromo,
  automationLink: 'See the automation dashboard',
  heroEyebrow: 'AI-powered cloud hosting',
  viewPlans: 'View Hosting Plans',
  freeAudit: 'Free Website Audit',
  infrastructureHeading: 'Infrastructure built for uptime',
  infrastructureLede: `Your site runs on enterprise cloud hardware across ${marketingClaims.dataCentres} data centres, watched around the clock by our automation.`,
  benefitsHeading: 'Why Texas businesses host with us',
  plansHeading: 'Hosting plans',
  plansLede: `Every plan is ${marketingClaims.hostingDiscountPercent}% off for a limited time, with a ${marketingClaims.uptimeGuarantee} uptime guarantee and free migration.`,
  getStarted: 'Get Started',
  perMonth: '/mo',
  save: 'Save',
  addOnsHeading: 'Optional add-ons',
  addOnsLede: 'Add what your site needs now; change it any month.',
  add: 'Add',
  added: 'Added',
  addOnsSummaryEmpty: 'No add-ons chosen yet. Add the ones you want, and Get Started on a plan takes them along.',
  addOnsSummary: (names: readonly string[], total: string) => `Chosen: ${names.join(', ')} (${total}/mo extra). Get Started on a plan takes them to the contact form.`,
  comparisonHeading: 'How we compare with traditional hosting',
  comparisonCaption: 'Lone Star Cloud hosting compared with traditional shared hosting',
  migrationHeading: 'Free migration, done for you',
  migrationLede: 'Moving hosts should not be your job. Three steps and you are live.',
  ctaHeading: 'Ready for hosting that looks after itself?',
  ctaBody: `Start with a free trial on any plan, or talk it through with our team first. ${marketingClaims.hostingDiscountPercent}% off ends soon.`,
  startFreeTrial: 'Start Free Trial',
  scheduleConsultation: 'Schedule Consultation',
} as const;

/** Infrastructure facts (spec sections 2 and 9). */
export const hostingInfrastructure = [
  {
    id: 'data-centres',
    icon: 'globe',
    title: `${marketingClaims.dataCentres} data centres`,
    description: 'Sites served from the region nearest your customers, with automatic failover between regions.',
  },
  {
    id: 'soc2',
    icon: 'shield-check',
    title: 'SOC 2 Type II',
    description: 'Independently audited security controls for data centres, access and change management.',
  },
  {
    id: 'ssd',
    icon: 'hard-drive',
    title: 'NVMe SSD storage',
    description: `Solid-state storage on every plan, so pages load in under ${marketingClaims.pageLoadSeconds} seconds.`,
  },
  {
    id: 'auto-scaling',
    icon: 'trending-up',
    title: 'Auto-scaling',
    description: 'Extra capacity is added in seconds when traffic spikes, and removed when it settles.',
  },
] as const satisfies readonly HostingFeature[];

export const hostingBenefits = [
  {
    id: 'ai-tuning',
    icon: 'cpu',
    title: 'AI performance tuning',
    description: 'Caching, image sizes and database queries tuned continuously from real traffic.',
  },
  {
    id: 'uptime',
    icon: 'gauge',
    title: `${marketingClaims.uptimeGuarantee} uptime guarantee`,
    description: 'If we miss it, you get a credit on your next bill without having to ask.',
  },
  {
    id: 'migration',
    icon: 'truck',
    title: 'Free migration',
    description: 'We move your site, email and DNS for you, with no downtime.',
  },
  {
    id: 'backups',
    icon: 'database-backup',
    title: 'Daily backups',
    description: 'Off-site backups every day and one-click restores when you need them.',
  },
  {
    id: 'security',
    icon: 'lock',
    title: 'Free SSL and firewall',
    description: 'Certificates renewed automatically and malicious traffic blocked at the edge.',
  },
  {
    id: 'support',
    icon: 'headset',
    title: 'Texas-based support',
    description: 'Real engineers who know your site, by phone, email or chat.',
  },
] as const satisfies readonly HostingFeature[];

/** A cell of the comparison: true/false for a yes or no, or a short figure. */
export type ComparisonValue = boolean | string;

export interface HostingComparisonRow {
  readonly feature: string;
  readonly ours: ComparisonValue;
  readonly traditional: ComparisonValue;
}

export const hostingComparison = {
  oursLabel: 'Lone Star Cloud',
  traditionalLabel: 'Traditional hosting',
  featureLabel: 'Feature',
  rows: [
    { feature: 'Uptime guarantee', ours: marketingClaims.uptimeGuarantee, traditional: '99% or none' },
    { feature: 'Typical page load', ours: `Under ${marketingClaims.pageLoadSeconds} seconds`, traditional: '4 to 6 seconds' },
    { feature: 'Data centres', ours: String(marketingClaims.dataCentres), traditional: '1' },
    { feature: 'Auto-scaling for traffic spikes', ours: true, traditional: false },
    { feature: 'AI performance tuning', ours: true, traditional: false },
    { feature: 'Daily off-site backups', ours: true, traditional: 'Extra cost' },
    { feature: 'Free SSL certificates', ours: true, traditional: 'Extra cost' },
    { feature: 'Free migration', ours: true, traditional: false },
    { feature: 'SOC 2 Type II audited', ours: true, traditional: false },
  ],
} as const satisfies {
  oursLabel: string;
  traditionalLabel: string;
  featureLabel: string;
  rows: readonly HostingComparisonRow[];
};

/** The free migration steps (spec section 2). */
export const migrationSteps = [
  { id: 'contact', title: 'Contact our team', description: 'Tell us where your site lives today. We agree a time that suits you.' },
  {
    id: 'handle',
    title: 'We handle everything',
    description: 'Our engineers copy your files, databases, email and DNS, and test every page on the new servers.',
  },
  {
    id: 'live',
    title: 'Go live with zero downtime',
    description: 'We switch traffic over once everything checks out. Your visitors never notice.',
  },
] as const;
