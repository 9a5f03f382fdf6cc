/** Everything we offer, each with the page that says more (the home page and /services). */
import { marketingClaims as claims } from '../constants';
import { feature } from './sections';
import { from, hostingFrom, projectPricing } from './shared';
import type { MarketingFeature } from './types';

export const serviceCatalogue = [
  feature('web-design', 'palette', 'AI-assisted web design', `Custom websites written for your customers and built for phones, ${from(projectPricing.website)}. AI drafts, designers decide.`, { label: 'See our AI design tools', to: '/ai-tools' }),
  feature('hosting', 'server', 'Managed cloud hosting', `${claims.uptimeGuarantee} uptime across ${claims.dataCentres} data centres, from ${hostingFrom} a month, now ${claims.hostingDiscountPercent}% off.`, { label: 'Compare hosting plans', to: '/hosting' }),
  feature('local-seo', 'map-pin', 'Local SEO', `Show up in Google Maps and “near me” searches across your service area, ${from(projectPricing.localSeoMonthly)} a month.`, { label: 'How local SEO works', to: '/services/local-seo' }),
  feature('ecommerce', 'shopping-cart', 'E-commerce websites', `Online stores with local pickup, delivery zones and payments through Stripe or Square, ${from(projectPricing.onlineStore)}.`, { label: 'Online stores we build', to: '/services/ecommerce' }),
  feature('social-media', 'share', 'Social media marketing', `A monthly plan, posts that sound like you and local ad campaigns, ${from(projectPricing.socialMediaMonthly)} a month.`, { label: 'Social media management', to: '/services/social-media' }),
  feature('audits', 'search', 'Website audits', 'A free check of speed, search and security, or an in-depth audit with a prioritised plan of fixes.', { label: 'Compare audit packages', to: '/audit-packages' }),
  feature('marketing-automation', 'mail', 'Marketing automation', 'Welcome emails, review requests and appointment reminders that go out on time, every time.', { label: 'Marketing automation', to: '/marketing-automation' }),
  feature('business-automation', 'workflow', 'Business automation', 'Leads into your CRM, invoices out of QuickBooks and bookings into the calendar, without retyping.', { label: 'Business automation', to: '/business-automation' }),
  feature('implementation', 'wrench', 'Implementation services', 'We install and configure the tools you choose, connect them together and train your team.', { label: 'Implementation services', to: '/implementation-services' }),
] as const satisfies readonly MarketingFeature[];

