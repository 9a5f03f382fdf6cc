/**
 * /pricing beyond the subscriptions: every price the site states for the agency's own work, each
 * group linking to the page that says more (issue 16: "Simple plans, honest prices" had none of
 * them). The figures come from the tables the service pages use, never written twice.
 */
import { auditPackages } from './marketing/audits';
import { implementationPackages } from './marketing/implementation';
import { auditCredit, metaAdSpend, projectPricing, standardCta } from './marketing/shared';
import type { CtaCopy, ServicePackage } from './marketing/types';
import { formatUsd, hostingAddOns } from './plans';

/** A package whose price is where quotes start, not a fixed price. */
export interface PricedService extends ServicePackage {
  readonly startingPrice?: boolean;
}

export interface ServicePriceGroup {
  /** the section's id, for the page's jump links */
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly path: string;
  readonly linkLabel: string;
  readonly packages: readonly PricedService[];
  readonly note?: string;
}

/** "Free", "$149", "From $3,500". */
export function servicePriceLabel(service: Pick<PricedService, 'price' | 'startingPrice'>): string {
  if (service.price === 0) return 'Free';
  return `${service.startingPrice ? 'From ' : ''}${formatUsd(service.price)}`;
}

export const servicePriceGroups = [
  {
    id: 'websites',
    name: 'Websites and online stores',
    summary: 'Designed and built for your business, then hosted on one of the plans above. You get a fixed quote after a free consultation, before any work starts.',
    path: '/services',
    linkLabel: 'Explore our services',
    packages: [
      {
        id: 'website',
        name: 'Small-business website',
        price: projectPricing.website,
        startingPrice: true,
        period: 'one-off',
        description: 'A custom site written for your customers and built for phones.',
        features: ['Design, words and build', 'Search basics: titles, descriptions, indexing', 'Tested with a screen reader', 'Four to six weeks to launch'],
        action: { label: 'See our web design', to: '/ai-tools' },
      },
      {
        id: 'online-store',
        name: 'Online store',
        price: projectPricing.onlineStore,
        startingPrice: true,
        period: 'one-off',
        description: 'Local pickup, delivery zones and payments through Stripe or Square.',
        features: ['Products you change from your phone', 'Abandoned-cart recovery', 'Payments your customers trust', 'Six to ten weeks to launch'],
        action: { label: 'See online stores', to: '/services/ecommerce' },
      },
    ],
  },
  {
    id: 'marketing',
    name: 'Local SEO and social media',
    summary: 'Monthly work that brings people near you through the door, reported every month.',
    path: '/services',
    linkLabel: 'Explore our services',
    packages: [
      {
        id: 'local-seo',
        name: 'Local SEO',
        price: projectPricing.localSeoMonthly,
        startingPrice: true,
        period: '/month',
        description: 'Found in Google Maps and “near me” searches across your service area.',
        features: ['Business profile kept up to date', 'Location pages and citations', 'Reviews and citations managed', 'Monthly ranking report'],
        action: { label: 'See local SEO', to: '/services/local-seo' },
      },
      {
        id: 'social-media',
        name: 'Social media',
        price: projectPricing.socialMediaMonthly,
        startingPrice: true,
        period: '/month',
        description: 'Posts that sound like you, and local ad campaigns.',
        features: ['A monthly content plan you approve', 'Facebook, Instagram and Google Business Profile', 'Local ad campaigns', 'Monthly results call'],
        action: { label: 'See social media', to: '/services/social-media' },
      },
    ],
    note: metaAdSpend,
  },
  {
    id: 'audits',
    name: 'Website audits',
    summary: 'Find out what holds your site back, from a free automated check to a 90-day roadmap.',
    path: '/audit-packages',
    linkLabel: 'Compare the audits',
    packages: auditPackages,
    note: auditCredit,
  },
  {
    id: 'implementation',
    name: 'Implementation',
    summary: 'The tools you choose, set up, connected to your website and to each other, with training.',
    path: '/implementation-services',
    linkLabel: 'See implementation services',
    packages: implementationPackages,
  },
  {
    id: 'automation-ai',
    name: 'Automation and AI',
    summary: 'Follow-ups that run themselves, and AI assistants that read your own calendar and price list.',
    path: '/marketing-automation',
    linkLabel: 'Explore marketing automation',
    packages: [
      {
        id: 'automation-setup',
        name: 'Done-for-you automation',
        price: projectPricing.automationSetup,
        startingPrice: true,
        period: 'one-off',
        description: 'We build your workflows for you, in your voice.',
        features: ['Welcome series, cart recovery and win-back', 'Written in your voice', 'Quoted after a consultation'],
        action: { label: 'See marketing automation', to: '/marketing-automation' },
      },
      {
        id: 'mcp-server',
        name: 'MCP server',
        price: projectPricing.mcpServer,
        startingPrice: true,
        period: 'one-off',
        description: 'Your AI assistant answers from your real calendar, price list and team schedule.',
        features: ['Up to five read-only tools', 'Read-only by default', 'Every request logged', 'Hosted on one of our plans'],
        action: { label: 'See MCP integration', to: '/mcp-integration' },
      },
    ],
  },
] as const satisfies readonly ServicePriceGroup[];

/** The hosting add-ons, per month, as /hosting offers them. */
export const hostingAddOnPrices = hostingAddOns.map((addOn) => ({ id: addOn.id, name: addOn.name, price: `${formatUsd(addOn.price)}/month` }));

/** The page's closing band: the usual invitation to a free consultation. */
export const pricingCta: CtaCopy = {
  ...standardCta,
  title: 'Not sure which you need?',
};
