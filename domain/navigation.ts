/**
 * The site's navigation, as spec section 2 fixes it (header, Solutions dropdown, mobile menu,
 * footer). Paths are plain strings here so that domain/ imports nothing; the app's typed router
 * checks each of them at build time (app/navigation.test.ts).
 */
import { officeHours } from './constants';
import { messages } from './messages';

export interface NavLink {
  readonly to: string;
  readonly label: string;
}

/**
 * Desktop header, in order; the Solutions dropdown sits between Website Audit and Pricing.
 * Hosting, the main product, is named here too (issue 16: the spec's header left it out).
 */
export const primaryNav = {
  before: [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/services', label: 'Services' },
    { to: '/hosting', label: 'Hosting' },
    { to: '/portfolio', label: 'Portfolio' },
    { to: '/ai-tools', label: 'AI Tools' },
    { to: '/website-audit', label: 'Website Audit' },
  ],
  after: [
    { to: '/pricing', label: 'Pricing' },
    { to: '/contact', label: 'Contact' },
  ],
} as const satisfies { before: readonly NavLink[]; after: readonly NavLink[] };

/** The Solutions dropdown: plain links, eight of them (spec section 2). */
export const solutionsNav = [
  { to: '/audit-packages', label: 'Audit Packages' },
  { to: '/implementation-services', label: 'Implementation Services' },
  { to: '/subscription-services', label: 'Subscription Services' },
  { to: '/marketing-automation', label: 'Marketing Automation' },
  { to: '/ab-testing', label: 'A/B Testing' },
  { to: '/live-chat', label: 'Live Chat' },
  { to: '/heat-map', label: 'Heat Maps' },
  { to: '/customer-workflows', label: 'Customer Workflows' },
] as const satisfies readonly NavLink[];

export const adminLoginLink = { to: '/admin/login', label: 'Admin Login' } as const satisfies NavLink;
export const getStartedLink = { to: '/contact', label: 'Get Started' } as const satisfies NavLink;

export const footerNav = {
  quickLinks: [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/services', label: 'Services' },
    { to: '/pricing', label: 'Pricing' },
    { to: '/contact', label: 'Contact' },
    { to: '/lead-magnet', label: 'Free website checklist' },
    { to: '/client-portal', label: 'For clients' },
    { to: '/manage-subscription', label: 'Manage subscription' },
  ],
  services: [
    { to: '/ai-tools', label: 'AI Web Design Tools' },
    { to: '/services/local-seo', label: 'Local SEO' },
    { to: '/services/ecommerce', label: 'E-commerce Websites' },
    { to: '/services/social-media', label: 'Social Media Marketing' },
    { to: '/marketing-automation', label: 'Marketing Automation' },
    { to: '/hosting', label: 'Managed Hosting' },
    { to: '/mcp-integration', label: 'MCP Integration' },
  ],
  /** The old site had `#` placeholders here; these pages exist. */
  legal: [
    { to: '/privacy', label: 'Privacy Policy' },
    { to: '/terms', label: 'Terms of Service' },
  ],
} as const satisfies Record<string, readonly NavLink[]>;

/** '9 am' for '09:00', '5:30 pm' for '17:30'. */
function hourLabel(time: string): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  return `${hours % 12 === 0 ? 12 : hours % 12}${minutes === '00' ? '' : `:${minutes}`} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The agency itself: one place for its name and contact facts. */
export const agency = {
  name: 'Lone Star Web Studio',
  tagline: 'AI-powered web design and hosting for Texas small businesses',
  city: 'Austin',
  region: 'TX',
  country: 'US',
  email: 'hello@lonestarweb.studio',
  phone: '+1-512-555-0142',
  phoneDisplay: '(512) 555-0142',
  /** 'Monday to Friday, 9 am to 5 pm Central' (domain/constants.ts officeHours) */
  hours: `Monday to Friday, ${hourLabel(officeHours.opens)} to ${hourLabel(officeHours.closes)} Central`,
  // For search engines (JSON-LD, app/structured-data.ts): the same facts in machine form.
  regionName: 'Texas',
  postalCode: '78701',
  openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: officeHours.opens,
  closes: officeHours.closes,
  priceRange: '$$',
} as const;

/** What the site's header and footer show (spec section 2), passed to them as props. */
export const headerContent = {
  agencyName: agency.name,
  primaryNav,
  solutionsNav,
  adminLoginLink,
  getStartedLink,
  secureMessage: messages.secureConnection,
  secureDetail: messages.secureConnectionDetail,
  secureBadgeLabel: messages.secureSite,
} as const;

export const footerContent = { links: footerNav, agency } as const;

/** The admin area's own navigation, on every guarded page (Sign out sits beside it). */
export const adminNav = [
  { to: '/admin', label: 'Overview' },
  { to: '/hosting-management', label: 'Hosting' },
  { to: '/admin/tools', label: 'Tools' },
  { to: '/admin/integrations', label: 'Integrations' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/email', label: 'Email' },
  { to: '/admin/security', label: 'Security' },
  { to: '/admin/account', label: 'Account' },
  { to: '/admin/two-factor', label: 'Two-factor' },
  { to: '/admin/stability', label: 'Stability' },
] as const satisfies readonly NavLink[];
