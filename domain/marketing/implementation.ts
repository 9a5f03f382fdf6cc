/** /implementation-services: setting up and connecting the tools a client chooses, with prices. */
import { illustration } from './images';
import { faqSection, feature, featuresSection, qa, stepsSection } from './sections';
import { actions, standardCta } from './shared';
import { testimonials } from './testimonials';
import type { MarketingPageContent, ServicePackage } from './types';

export const implementationPackages = [
  {
    id: 'quick-setup',
    name: 'Quick Setup',
    price: 450,
    period: 'one-off',
    description: 'One tool, set up properly and tested.',
    features: [
      'One tool: analytics, booking, email or live chat',
      'Connected to your website',
      'Tested with real examples',
      'One-hour training session',
    ],
    action: { label: 'Book a Quick Setup', to: '/booking' },
  },
  {
    id: 'connected-stack',
    name: 'Connected Stack',
    price: 1_200,
    period: 'one-off',
    description: 'Up to three tools that talk to each other.',
    features: [
      'Up to three tools set up',
      'Automations between them',
      'Data moved from your old tools',
      'Two training sessions',
      '30 days of support',
    ],
    popular: true,
    action: { label: 'Book a Connected Stack', to: '/booking' },
  },
  {
    id: 'full-implementation',
    name: 'Full Implementation',
    price: 2_900,
    period: 'one-off',
    description: 'Your whole back office, moved and connected.',
    features: [
      'Up to six tools, including a CRM',
      'Full data migration and clean-up',
      'Custom workflows and reports',
      'Written playbook for your team',
      '90 days of support',
    ],
    action: { label: 'Talk to us about it', to: '/contact' },
  },
] as const satisfies readonly ServicePackage[];

export const implementationPage = {
  hero: {
    eyebrow: 'Implementation services',
    actions: [actions.bookConsultation, { label: 'See the integrations we support', to: '/integrations', tone: 'secondary' }],
    points: ['Fixed prices', 'Training included', 'Support after launch'],
    image: illustration('implementation', 'A setup tracked step by step: scope, set up and connect done, training next, for analytics, booking, payments, CRM and email.'),
  },
  sections: [
    {
      kind: 'packages',
      section: {
        title: 'Implementation packages',
        lede: 'Pick the size of the job. We confirm exactly which tools and tasks are included before we start.',
      },
      packages: implementationPackages,
      note: 'Prices are one-off, in US dollars, and exclude the tools’ own subscriptions, which you pay to each provider directly.',
    },
    featuresSection('What we set up most often', [
      feature('analytics', 'chart', 'Analytics', 'Google Analytics 4 and Search Console, with the calls, forms and bookings that matter tracked as goals.'),
      feature('booking', 'calendar', 'Online booking', 'Calendly, Square Appointments or Acuity, linked to your calendar and your reminders.'),
      feature('payments', 'credit-card', 'Payments', 'Stripe or Square for deposits, invoices and online orders, with receipts that look like you.'),
      feature('crm', 'users', 'CRM', 'HubSpot or Zoho set up for a small team: pipelines, tasks and the reports you will actually read.'),
      feature('email', 'mail', 'Email marketing', 'Mailchimp or Klaviyo with your list imported, your templates designed and your first sequences running.'),
      feature('chat', 'chat', 'Live chat and AI assistant', 'A chat widget on your site, answered by your team, an AI assistant or both.', { label: 'See live chat', to: '/live-chat' }),
    ], 'three'),
    stepsSection('How we work', [
      ['Scope', 'A call to list your tools, your data and what should happen automatically.'],
      ['Set up', 'We configure each tool and move your data, in a test space first.'],
      ['Connect', 'Tools are linked to your website and to each other, and tested with real examples.'],
      ['Train', 'Short sessions for your team, recorded, and a written guide to keep.'],
    ]),
    { kind: 'quote', testimonial: testimonials.clinic },
    faqSection('Implementation questions', [
      qa('existing', 'Can you work with tools we already pay for?', 'Yes, and we prefer to. We only suggest a change when a tool is costing you more than it saves.'),
      qa('downtime', 'Will our work be interrupted?', 'No. We build and test alongside your current setup and switch over at a quiet time you choose.'),
      qa('after', 'What happens after the support period?', 'You can call us for help at our hourly rate, or add a monthly care plan that covers changes and fixes.'),
    ]),
    { kind: 'cta', cta: standardCta },
  ],
} as const satisfies MarketingPageContent;
