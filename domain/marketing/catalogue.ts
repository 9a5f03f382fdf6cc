/** Everything we offer, each with the page that says more (the home page and /services). */
import { marketingClaims as claims } from '../constants';
import { from, hostingFrom, projectPricing } from './shared';
import type { MarketingFeature } from './types';

export const serviceCatalogue = [
  {
    id: 'web-design',
    icon: 'palette',
    title: 'AI-assisted web design',
    description: `Custom websites written for your customers and built for phones, ${from(projectPricing.website)}. AI drafts, designers decide.`,
    link: { label: 'See our AI design tools', to: '/ai-tools' },
  },
  {
    id: 'hosting',
    icon: 'server',
    title: 'Managed cloud hosting',
    description: `${claims.uptimeGuarantee} uptime across ${claims.dataCentres} data centres, from ${hostingFrom} a month, now ${claims.hostingDiscountPercent}% off.`,
    link: { label: 'Compare hosting plans', to: '/hosting' },
  },
  {
    id: 'local-seo',
    icon: 'map-pin',
    title: 'Local SEO',
    description: `Show up in Google Maps and “near me” searches across your service area, ${from(projectPricing.localSeoMonthly)} a month.`,
    link: { label: 'How local SEO works', to: '/services/local-seo' },
  },
  {
    id: 'ecommerce',
    icon: 'shopping-cart',
    title: 'E-commerce websites',
    description: `Online stores with local pickup, delivery zones and payments through Stripe or Square, ${from(projectPricing.onlineStore)}.`,
    link: { label: 'Online stores we build', to: '/services/ecommerce' },
  },
  {
    id: 'social-media',
    icon: 'share',
    title: 'Social media marketing',
    description: `A monthly plan, posts that sound like you and local ad campaigns, ${from(projectPricing.socialMediaMonthly)} a month.`,
    link: { label: 'Social media management', to: '/services/social-media' },
  },
  {
    id: 'audits',
    icon: 'search',
    title: 'Website audits',
    description: 'A free check of speed, search and security, or an in-depth audit with a prioritised plan of fixes.',
    link: { label: 'Compare audit packages', to: '/audit-packages' },
  },
  {
    id: 'marketing-automation',
    icon: 'mail',
    title: 'Marketing automation',
    description: 'Welcome emails, review requests and appointment reminders that go out on time, every time.',
    link: { label: 'Marketing automation', to: '/marketing-automation' },
  },
  {
    id: 'business-automation',
    icon: 'workflow',
    title: 'Business automation',
    description: 'Leads into your CRM, invoices out of QuickBooks and bookings into the calendar, without retyping.',
    link: { label: 'Business automation', to: '/business-automation' },
  },
  {
    id: 'implementation',
    icon: 'wrench',
    title: 'Implementation services',
    description: 'We install and configure the tools you choose, connect them together and train your team.',
    link: { label: 'Implementation services', to: '/implementation-services' },
  },
] as const satisfies readonly MarketingFeature[];

