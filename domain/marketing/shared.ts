/**
 * Copy several marketing pages share: our prices for design work, the way we work, the
 * questions everyone asks, and the usual closing call to action.
 */
import { marketingClaims as claims } from '../constants';
import { formatUsd, hostingPlans } from '../plans';
import type { CallToAction, CtaCopy, FaqItem, ProcessStep } from './types';

/** Our own starting prices for project work (hosting and subscriptions live in plans.ts). */
export const projectPricing = {
  website: 3_500,
  onlineStore: 6_500,
  localSeoMonthly: 450,
  socialMediaMonthly: 650,
  automationSetup: 1_200,
  mcpServer: 4_800,
} as const;

/** "$29": the cheapest hosting plan, from the hosting table. */
export const hostingFrom = formatUsd(Math.min(...hostingPlans.map((plan) => plan.price)));

export const from = (dollars: number) => `from ${formatUsd(dollars)}`;

/** What social media management does not include, said on /services/social-media and /pricing. */
export const metaAdSpend =
  'Ad spend is paid to Meta directly from your card, so you see every cent. Most local clients start with $300 to $600 a month.';

/** The audit fee credit, said on /audit-packages (twice) and /pricing. */
export const auditCredit = 'If you hire us to make the fixes within 60 days of your report, the full audit price comes off the quote.';

export const actions = {
  bookConsultation: { label: 'Book a free consultation', to: '/booking' },
  contact: { label: 'Contact us', to: '/contact' },
  freeAudit: { label: 'Get a free website audit', to: '/website-audit' },
  hosting: { label: 'See hosting plans', to: '/hosting' },
  pricing: { label: 'See all prices', to: '/pricing' },
  portfolio: { label: 'See our work', to: '/portfolio' },
  services: { label: 'Explore our services', to: '/services' },
} as const satisfies Record<string, CallToAction>;

export const processSteps = [
  {
    title: 'Free consultation',
    text: 'Thirty minutes on the phone or in person in Austin or San Antonio. We learn your business, your customers and your budget, and tell you honestly what will help.',
  },
  {
    title: 'Plan and design',
    text: 'A site map, the words and a design you can click through within two weeks. AI speeds up the first drafts; a designer and a copywriter make them yours.',
  },
  {
    title: 'Build and test',
    text: `We build for phones first, test with a screen reader and keep every page under ${claims.pageLoadSeconds} seconds. You review it on a private link before anyone else sees it.`,
  },
  {
    title: 'Launch and grow',
    text: 'We move your domain and email with zero downtime, host the site, and send a short report every month with what changed and what we would do next.',
  },
] as const satisfies readonly ProcessStep[];

export const generalFaqs = [
  {
    id: 'cost',
    question: 'How much does a website cost?',
    answer: [
      `Most small-business websites we build cost ${from(projectPricing.website)} and online stores ${from(projectPricing.onlineStore)}, depending on the number of pages, products and integrations. You get a fixed quote after the free consultation, before any work starts.`,
      `Hosting is separate and monthly, ${from(hostingPlans[0].price)} a month, and ${claims.hostingDiscountPercent}% off every plan for a limited time.`,
    ],
  },
  {
    id: 'time',
    question: 'How long does it take?',
    answer: [
      'A typical site takes four to six weeks from the consultation to launch; an online store six to ten. Most of the waiting is for photos and approvals, so we give you a checklist on day one.',
    ],
  },
  {
    id: 'ownership',
    question: 'Do I own my website?',
    answer: [
      'Yes. Your domain, your words, your photos and the code we write for you are yours. If you ever move on, we hand everything over and help you move it, at no charge.',
    ],
  },
  {
    id: 'ai',
    question: 'What does “AI-powered” actually mean?',
    answer: [
      'We use AI where it saves you money without cutting corners: first drafts of copy and layouts, image compression, search-term research and the monitoring that tunes your hosting. A person reviews everything before it goes live.',
      'Your customers’ data is never used to train anyone’s model.',
    ],
  },
  {
    id: 'texas',
    question: 'Do you only work with Texas businesses?',
    answer: [
      'Our team is in Austin and most of our clients are in Texas, from El Paso to Beaumont, which is why we know what “near me” means in a city the size of Houston. We work with businesses elsewhere too, by video call.',
    ],
  },
  {
    id: 'migration',
    question: 'Can you move my existing site?',
    answer: [
      'Yes, and migration is free with any hosting plan. We copy your site, email and DNS, test every page on the new servers and switch over with zero downtime.',
    ],
  },
] as const satisfies readonly FaqItem[];

export const standardCta = {
  title: 'Ready to win more customers online?',
  body: 'Book a free 30-minute consultation. We will look at your current site, tell you what we would change first and give you a fixed price. No obligation, no jargon.',
  actions: [actions.bookConsultation, { label: 'Send us a message', to: '/contact', tone: 'secondary' }],
} as const satisfies CtaCopy;
