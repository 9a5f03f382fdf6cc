/**
 * Every route of spec section 2 with the words a visitor and a search engine see first: the
 * page title, its h1 and a one-paragraph description (also the meta description).
 */
import { marketingClaims as claims } from './constants';
import { hostingFrom, projectPricing } from './marketing/shared';
import { formatUsd } from './plans';

export interface PageMeta {
  readonly title: string;
  readonly heading: string;
  readonly description: string;
}

const p = (title: string, heading: string, description: string): PageMeta => ({ title, heading, description });

export const publicPages = {
  '/': p(
    'AI-Powered Web Design & Hosting for Texas Small Businesses',
    'Websites that win customers, hosting that never sleeps',
    `We design fast, search-friendly websites for Texas small businesses and host them on AI-managed cloud servers with a ${claims.uptimeGuarantee} uptime guarantee and pages that load in under ${claims.pageLoadSeconds} seconds.`,
  ),
  '/about': p(
    'About Us',
    'A Texas studio for Texas businesses',
    'Meet the designers, developers and hosting engineers who help local shops, clinics, contractors and restaurants across Texas grow online, and learn how we work.',
  ),
  '/services': p(
    'Services',
    'Everything your website needs, under one roof',
    'AI-assisted web design, managed hosting, website audits, local SEO, e-commerce, social media and marketing automation: pick one service or let us run the whole stack.',
  ),
  '/services/ecommerce': p(
    'E-commerce Websites',
    'Online stores that sell while you sleep',
    'Fast, secure online stores with simple product management, local pickup and delivery options, abandoned-cart recovery and payments your customers already trust.',
  ),
  '/services/local-seo': p(
    'Local SEO',
    'Get found by customers near you',
    'Rank in Google Maps and local search across your Texas service area with optimised business profiles, location pages, reviews and citations we manage every month.',
  ),
  '/services/social-media': p(
    'Social Media Marketing',
    'Social media that brings people through the door',
    'Planned, on-brand posts, local ad campaigns and monthly reporting for Facebook, Instagram and Google Business Profile, so your social channels turn followers into customers.',
  ),
  '/pricing': p(
    'Pricing',
    'Simple plans, honest prices',
    `Every price in one place: websites from ${formatUsd(projectPricing.website)}, online stores from ${formatUsd(projectPricing.onlineStore)}, hosting from ${hostingFrom} a month, local SEO, audits, automation, and subscriptions with free tiers.`,
  ),
  '/portfolio': p(
    'Portfolio',
    'Work we are proud of',
    'Websites and online stores we have designed, built and host for Texas small businesses, with the results they saw in traffic, leads and sales.',
  ),
  '/contact': p(
    'Contact Us',
    "Let's talk about your website",
    'Tell us about your business and what you need: we answer every message within one working day, and the first consultation is free.',
  ),
  '/hosting': p(
    'AI-Powered Cloud Hosting',
    'Cloud hosting that tunes itself',
    `Managed cloud hosting across ${claims.dataCentres} data centres with SSD storage, auto-scaling, a ${claims.uptimeGuarantee} uptime guarantee and free migration. ${claims.hostingDiscountPercent}% off all plans for a limited time.`,
  ),
  '/hosting-automation': p(
    'Hosting Automation',
    'Hosting automation dashboard',
    'See how our automation watches every server: live resource monitoring, automation rules that scale and heal, performance analytics and alerts, shown here on sample data.',
  ),
  '/business-automation': p(
    'Business Automation',
    'Automate the busywork, keep the customers',
    'Connect your website, inbox, calendar and CRM so leads are followed up, appointments booked and invoices sent without anyone lifting a finger.',
  ),
  '/ai-tools': p(
    'AI Web Design Tools',
    'AI tools that make your website work harder',
    'AI-assisted design, copywriting, chat and analytics tools we build into client websites to save time and win more customers.',
  ),
  '/booking': p(
    'Book a Consultation',
    'Book a free consultation',
    'Pick a service, a working day and a time that suits you, and one of our team will call you to talk through your goals. No obligation.',
  ),
  '/website-audit': p(
    'Free Website Audit',
    'Get a free website audit',
    'Send us your site address and we will email you a plain-English report on speed, search visibility, accessibility and security, with the fixes that matter most.',
  ),
  '/audit-packages': p(
    'Audit Packages',
    'In-depth website audits',
    'From a quick health check to a full technical, SEO and conversion audit with a prioritised action plan: choose the audit that fits your site and budget.',
  ),
  '/marketing-automation': p(
    'Marketing Automation',
    'Marketing that runs itself',
    'Email sequences, SMS reminders, review requests and lead scoring set up for your business, so every lead hears from you at the right moment.',
  ),
  '/workflow-automation': p(
    'Workflow Automation',
    'Build your workflows visually',
    'Design automations by dragging triggers, actions, conditions and delays onto a canvas, start from proven templates, and watch them run. Shown here on sample data.',
  ),
  '/customer-workflows': p(
    'Customer Workflows',
    'Customer workflows that convert',
    'Ready-made customer journeys for welcome series, cart recovery and win-back campaigns, with analytics and plans from $19 a month.',
  ),
  '/subscription-services': p(
    'Subscription Services',
    'Growth tools by subscription',
    'A/B testing, heat maps and customer workflows on simple monthly plans: start free, upgrade when you are ready and cancel any time.',
  ),
  '/implementation-services': p(
    'Implementation Services',
    'We set it up, you reap the results',
    'Our team installs, configures and integrates the tools you choose, from analytics and CRMs to booking and payments, and trains your staff to use them.',
  ),
  '/integrations': p(
    'Integrations',
    'Works with the tools you already use',
    'Payments, booking, email marketing, analytics, CRMs and accounting: see the integrations we connect to your website and how they fit together.',
  ),
  '/mcp-integration': p(
    'MCP Integration',
    'Connect AI assistants to your business data',
    'We build Model Context Protocol servers that let AI assistants read your catalogue, bookings and orders safely, with the permissions you choose.',
  ),
  '/live-chat': p(
    'Live Chat',
    'Live chat for your website',
    'Answer visitors in real time from one inbox: see waiting and active chats, reply with typing indicators and tune your widget. Shown here on sample conversations.',
  ),
  '/client-portal': p(
    'Client Portal',
    'For our clients',
    'What our clients can do today: manage or cancel a subscription, download invoices, ask for a change and book a call with their project lead.',
  ),
  '/lead-magnet': p(
    'Free Guide: The Small Business Website Checklist',
    'The Small Business Website Checklist',
    'Download our free guide: 25 checks that make a small-business website faster, easier to find on Google and better at turning visitors into customers.',
  ),
  '/heat-map': p(
    'Heat Map Analytics',
    'See exactly where visitors click and scroll',
    'Click heat maps, scroll heat maps and session recordings show what visitors do on your pages, so you fix what loses customers. Free plan available.',
  ),
  '/ab-testing': p(
    'A/B Testing',
    'A/B test your way to more customers',
    'Try two versions of a page, let real visitors decide and know when the result is statistically significant. Start free, upgrade for unlimited tests.',
  ),
  '/payment-success': p(
    'Your Order',
    'Your order',
    'The status of your checkout: what you bought, what it costs and how to manage your subscription.',
  ),
  '/manage-subscription': p(
    'Manage Your Subscription',
    'Manage your subscription',
    'Change your card or plan, see your invoices or cancel: enter the email you used at checkout and we will email you a one-time link to your billing settings.',
  ),
  '/privacy': p(
    'Privacy Policy',
    'Privacy policy',
    'What we collect when you use this site or our services, why we collect it, how long we keep it and the choices you have.',
  ),
  '/terms': p(
    'Terms of Service',
    'Terms of service',
    'The terms that apply when you use this website and buy our design, hosting and subscription services.',
  ),
  '/admin/login': p('Admin Sign In', 'Admin sign in', 'Sign in to the hosting management dashboard.'),
  '/admin/invite': p('Admin Invitation', 'Admin invitation', 'You were invited to be an admin of this site: choose your name and password.'),
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof publicPages;

/** Access-guarded routes (spec section 2): rendered in the browser after the guard passes. */
export const guardedPages = {
  '/admin': p('Admin', 'Admin overview', 'Shortcuts to the hosting dashboard, tools, integrations and stability reports.'),
  '/admin/tools': p('Admin Tools', 'Admin tools', 'Everyday tools for the team: leads and bookings and where each stands, what the assistant could not answer, and maintenance tasks.'),
  '/admin/integrations': p(
    'Integrations Status',
    'Integrations',
    'Whether payments, the AI assistant and the database are configured and reachable.',
  ),
  '/admin/stability': p('Stability', 'Stability', 'Health-check history and uptime.'),
  '/admin/bookings': p('Bookings', 'Bookings', 'Upcoming calls in date order: cancel one, or block a day from the booking page.'),
  '/admin/subscriptions': p('Subscriptions', 'Subscriptions', 'Who bought which plan, its status, amount and renewal date, as Stripe’s webhook recorded it.'),
  '/admin/email': p('Email Outbox', 'Email', 'The emails the forms send: waiting, sent and failed, with retry.'),
  '/admin/security': p('Security Log', 'Security', 'Sign-ins, refused calls and admin actions, newest first.'),
  '/admin/account': p('Account and Admins', 'Account and admins', 'Your password and sessions, the admins, and inviting another admin.'),
  '/admin/two-factor': p('Two-factor sign-in', 'Two-factor sign-in', 'An authenticator app, passkeys and recovery codes: a second step after your password.'),
  '/hosting-management': p(
    'Hosting Management',
    'Hosting management',
    'Servers, customers, automation rules and monitoring for every hosted site.',
  ),
} as const satisfies Record<string, PageMeta>;

export type GuardedPath = keyof typeof guardedPages;

/** Public pages that search engines should not index. */
export const noIndexPaths: readonly PublicPath[] = ['/payment-success', '/admin/login', '/admin/invite'];

export const notFoundPage = p(
  'Page Not Found',
  'We could not find that page',
  'The page you asked for does not exist or has moved. Try one of these instead.',
);

/** The site's public origin for canonical URLs; deployments override it at build time. */
export const defaultSiteOrigin = 'https://www.lonestarweb.studio';
