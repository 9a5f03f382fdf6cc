/** /audit-packages: the free audit and three paid audits, with their prices. */
import { marketingClaims as claims } from '../constants';
import { illustration } from './images';
import { faqSection, feature, featuresSection, qa, stepsSection } from './sections';
import { actions, auditCredit, standardCta } from './shared';
import type { MarketingPageContent, ServicePackage } from './types';

export const auditPackages = [
  {
    id: 'free',
    name: 'Free Website Audit',
    price: 0,
    period: '',
    description: 'An automated check with a short note from one of our team.',
    features: ['Speed on mobile and desktop', 'Search basics: titles, descriptions, indexing', 'SSL and security headers', 'Emailed within one working day'],
    action: { label: 'Get the free audit', to: '/website-audit' },
  },
  {
    id: 'health-check',
    name: 'Health Check',
    price: 149,
    period: 'one-off',
    description: 'A person checks what the robots cannot, on up to 25 pages.',
    features: [
      'Everything in the free audit',
      'Broken links, forms and redirects',
      'Mobile layout on real phones',
      'Plain-English report with the top ten fixes',
      'Delivered in three working days',
    ],
    action: { label: 'Book a Health Check', to: '/booking' },
  },
  {
    id: 'seo-performance',
    name: 'SEO & Performance Audit',
    price: 449,
    period: 'one-off',
    description: 'For sites that should bring in more calls and bookings than they do.',
    features: [
      'Everything in the Health Check',
      'Technical SEO crawl of up to 500 pages',
      'Core Web Vitals and a plan to reach under 2 seconds',
      'Local search visibility against three competitors',
      '45-minute review call',
    ],
    popular: true,
    action: { label: 'Book an SEO audit', to: '/booking' },
  },
  {
    id: 'growth',
    name: 'Complete Growth Audit',
    price: 899,
    period: 'one-off',
    description: 'Search, speed, accessibility and conversion, with a 90-day roadmap.',
    features: [
      'Everything in the SEO & Performance Audit',
      'Accessibility check against WCAG 2.2 AA',
      'Conversion review of your five key pages',
      'Two weeks of heat maps on your busiest page',
      '90-minute workshop and a 90-day roadmap',
    ],
    action: { label: 'Book a Growth Audit', to: '/booking' },
  },
] as const satisfies readonly ServicePackage[];

export const auditPackagesPage = {
  hero: {
    eyebrow: 'Website audits',
    actions: [actions.freeAudit, { label: 'Book a paid audit', to: '/booking', tone: 'secondary' }],
    points: ['Fixed prices, no upsell', 'Audit fee credited if we make the fixes', 'Reports in plain English'],
    image: illustration('audit-report', 'A sample audit report for an Austin plumbing company: scores of 92 for speed, 78 for SEO, 100 for accessibility and A for security, above its top three fixes.'),
  },
  sections: [
    {
      kind: 'packages',
      section: {
        title: 'Choose your audit',
        lede: 'Start with the free check. When you want a person to dig deeper, pick the audit that matches your site and budget.',
      },
      packages: auditPackages,
      note: `Prices are one-off, in US dollars. ${auditCredit}`,
    },
    featuresSection({ title: 'What we look at', lede: 'The six things that decide whether a small-business website wins customers.' }, [
      feature('speed', 'gauge', 'Speed', `Load times on a real mid-range phone, and what it takes to get every page under ${claims.pageLoadSeconds} seconds.`),
      feature('search', 'search', 'Search visibility', 'Indexing, titles, structured data and how you show up in local results.'),
      feature('accessibility', 'users', 'Accessibility', 'Keyboard use, contrast, labels and screen readers, against WCAG 2.2 AA.'),
      feature('security', 'shield', 'Security', 'SSL, security headers, outdated plugins and exposed admin pages.'),
      feature('conversion', 'chart', 'Conversion', 'Whether visitors can find your number, your prices and your booking form in seconds.'),
      feature('content', 'file-text', 'Content', 'Whether your pages answer the questions your customers actually ask.'),
    ], 'three'),
    stepsSection('How a paid audit works', [
      ['Book', 'Pick a package and a time for the kickoff call. We ask for access to your analytics if you have them.'],
      ['We audit', 'An engineer and a marketer go through your site by hand, with our tools alongside.'],
      ['Report', 'A plain-English report ranked by impact and effort, with screenshots of every issue.'],
      ['Review', 'We walk you through it on a call. Fix it yourself, with your developer, or with us.'],
    ]),
    faqSection('Audit questions', [
      qa('free-catch', 'What is the catch with the free audit?',
        'None. It is automated, so it costs us little, and a person reads it before it goes to you. Some people hire us afterwards; most just fix the top three issues.',
      ),
      qa('access', 'Do you need my passwords?', 'No. We audit from the outside. For the SEO and Growth audits, read-only access to Google Analytics and Search Console helps, and you can remove it afterwards.'),
      qa('credit', 'How does the credit work?', auditCredit),
    ]),
    { kind: 'cta', cta: { ...standardCta, title: 'Not sure which audit you need?' } },
  ],
} as const satisfies MarketingPageContent;
