/** /integrations: the services we connect websites to, by what they do for the business. */
import { integrationPartners } from './clients';
import { illustration } from './images';
import { ctaSection, faqSection, feature, featuresSection, qa, stepsSection } from './sections';
import { actions } from './shared';
import type { MarketingPageContent } from './types';

export const integrationsPage = {
  hero: {
    eyebrow: 'Integrations',
    actions: [
      { label: 'See implementation packages', to: '/implementation-services' },
      { label: 'Ask about your tool', to: '/contact', tone: 'secondary' },
    ],
    points: ['Official connections only', 'Least access needed', 'Monitored after launch'],
    image: illustration(
      'integrations-hub',
      'A website at the centre, connected to Stripe for payments, Calendly for scheduling, QuickBooks for accounting, Mailchimp for email, HubSpot as CRM and Google Analytics.',
    ),
  },
  sections: [
    { kind: 'logos', label: 'Popular with our clients', clients: integrationPartners },
    featuresSection({
      title: 'What we connect, and what it does for you',
      lede: 'Grouped by the job it does. If your tool is not here, ask: if it has an API, we can almost certainly connect it.',
    }, [
      feature('payments', 'credit-card', 'Payments', 'Stripe and Square for checkouts, deposits, invoices and subscriptions, with payouts straight to your bank.', { label: 'See subscription checkout', to: '/pricing' }),
      feature('booking', 'calendar', 'Booking and scheduling', 'Calendly, Square Appointments, Acuity and Google Calendar, with reminders and reschedule links.'),
      feature('email', 'mail', 'Email and SMS marketing', 'Mailchimp, Klaviyo and Twilio for newsletters, sequences and reminder texts.', { label: 'See marketing automation', to: '/marketing-automation' }),
      feature('accounting', 'receipt', 'Accounting', 'QuickBooks Online and Xero: invoices created from jobs and orders, payments reconciled.'),
      feature('crm', 'users', 'CRM', 'HubSpot, Zoho and Pipedrive: every website lead logged, assigned and followed up.', { label: 'See business automation', to: '/business-automation' }),
      feature('analytics', 'chart', 'Analytics and reviews', 'Google Analytics 4, Search Console and Google Business Profile, in one monthly report.'),
      feature('pos', 'store', 'Point of sale', 'Square and Clover stock and orders shared with your online store, so nothing sells twice.', { label: 'See e-commerce', to: '/services/ecommerce' }),
      feature('ai', 'bot', 'AI assistants', 'Model Context Protocol servers that let AI assistants use your catalogue and bookings safely.', { label: 'See MCP integration', to: '/mcp-integration' }),
    ]),
    stepsSection('How we connect a tool', [
      ['Check', 'We confirm the tool’s official connection supports what you need, before you pay for anything.'],
      ['Connect', 'Using your account, with the least access the job needs, never a shared password.'],
      ['Test', 'Real examples run end to end, including what happens when the other service is down.'],
      ['Watch', 'Failures alert us, and your monthly report shows that each connection is healthy.'],
    ]),
    faqSection('Integration questions', [
      qa('not-listed', 'My software is not listed. Can you still connect it?',
        'Probably. Most business software has an API or works through a connector such as Zapier or Make. Tell us what you use and we will check before quoting.',
      ),
      qa('cost', 'What does an integration cost?', 'Most single integrations fit our Quick Setup package; several connected tools fit the Connected Stack. Prices are on the implementation services page.'),
      qa('ownership', 'Whose accounts are the tools in?', 'Yours. We work inside your accounts with access you can remove at any time, so nothing is lost if you ever move on.'),
    ]),
    ctaSection(
      'Make your tools work together',
      'Tell us which tools you use today and what you retype between them. We will suggest the connections worth making.',
      [actions.bookConsultation, { label: 'See implementation packages', to: '/implementation-services', tone: 'secondary' }],
    ),
  ],
} as const satisfies MarketingPageContent;
