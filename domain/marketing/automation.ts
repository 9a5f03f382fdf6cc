/** /marketing-automation and /business-automation: what we automate for small businesses. */
import { customerWorkflowPlans, formatUsd } from '../plans';
import { caseStudies } from './case-studies';
import { integrationPartners } from './clients';
import { illustration } from './images';
import { caseStudiesSection, ctaSection, faqSection, feature, featuresSection, qa, stepsSection } from './sections';
import { from, projectPricing } from './shared';
import { testimonials } from './testimonials';
import type { MarketingPageContent } from './types';

const workflowsFrom = formatUsd(Math.min(...customerWorkflowPlans.map((plan) => plan.monthlyPrice)));

/** /workflow-automation's hero picture: one workflow as the builder draws it. */
export const workflowBuilderHeroImage = illustration(
  'workflow',
  'A workflow as the builder draws it: a new booking as the trigger, a wait until the day before, a reminder text, then a condition: a review request if the visit happened, an offer to reschedule if not.',
);

export const marketingAutomationPage = {
  hero: {
    eyebrow: 'Marketing automation',
    actions: [
      { label: 'See customer workflow plans', to: '/customer-workflows' },
      { label: 'Book a free consultation', to: '/booking', tone: 'secondary' },
    ],
    points: [`Workflows from ${workflowsFrom} a month`, `Done-for-you setup ${from(projectPricing.automationSetup)}`, 'Written in your voice'],
    image: illustration(
      'marketing-automation',
      'What one new lead hears from a business, in order: a welcome email right away, a reminder text on day two, a review request after the visit and a come-back offer after sixty quiet days.',
    ),
  },
  sections: [
    featuresSection({
      title: 'Messages that go out on time, every time',
      lede: 'The follow-ups you mean to send but never have time for, set up once and running every day.',
    }, [
      feature('welcome', 'mail', 'Welcome series', 'Three friendly emails that introduce your business to new subscribers and bring them back for a first visit.'),
      feature('reminders', 'calendar', 'Appointment reminders', 'A text the day before and a morning reminder, with a link to reschedule instead of a no-show.'),
      feature('reviews', 'star', 'Review requests', 'A short, polite ask after each visit or job, sent to happy customers at the right moment.'),
      feature('cart', 'shopping-cart', 'Abandoned-cart recovery', 'A reminder an hour after someone leaves your store, and a nudge the next day.'),
      feature('win-back', 'refresh', 'Win-back campaigns', 'A personal note to customers you have not seen for a while, with an offer if you want one.'),
      feature('scoring', 'chart', 'Lead scoring', 'Leads ranked by what they did on your site, so you call the hottest ones first.'),
    ], 'three'),
    { kind: 'quote', testimonial: testimonials.clinic },
    stepsSection({
      title: 'How we set it up',
      lede: 'Run it yourself on a customer-workflows plan, or have us build and look after it.',
      actions: [{ label: 'Compare workflow plans', to: '/customer-workflows' }],
    }, [
      ['Map the journey', 'We sit down with you and list every moment a customer should hear from you.'],
      ['Write the messages', 'Emails and texts in your voice, in English and Spanish if your customers need both.'],
      ['Build and test', 'Workflows wired to your website, booking system and email platform, tested end to end.'],
      ['Measure', 'Opens, bookings and sales per workflow in your monthly report, with changes we suggest.'],
    ]),
    caseStudiesSection('Automation at work', [caseStudies.clinic, caseStudies.bakery]),
    faqSection('Marketing automation questions', [
      qa('spam', 'Will my customers feel spammed?',
        'Not if it is done well. We send fewer messages than most businesses expect, each one useful, and every email has an unsubscribe link. Texts go only to customers who agreed to them.',
      ),
      qa('platform', 'Which email and SMS tools do you use?',
        'Our customer-workflows platform, or the tool you already have: Mailchimp, Klaviyo, HubSpot or Square Marketing. We will not make you switch without a good reason.',
      ),
      qa('cost', 'What does it cost?',
        `Customer workflow plans start at ${workflowsFrom} a month. If you would rather we build it, done-for-you setup starts at ${formatUsd(projectPricing.automationSetup)}, quoted after a consultation.`,
      ),
    ]),
    ctaSection('Let your follow-ups run themselves', 'Start a customer-workflows plan today, or book a call and we will map your customer journey with you.', [
      { label: 'See workflow plans', to: '/customer-workflows' },
      { label: 'Book a consultation', to: '/booking', tone: 'secondary' },
    ]),
  ],
} as const satisfies MarketingPageContent;

export const businessAutomationPage = {
  hero: {
    eyebrow: 'Business automation',
    actions: [
      { label: 'Try the workflow builder', to: '/workflow-automation' },
      { label: 'Book a free consultation', to: '/booking', tone: 'secondary' },
    ],
    points: ['Works with the tools you have', 'No retyping between systems', `Setup ${from(projectPricing.automationSetup)}`],
    image: illustration(
      'business-automation',
      'One quote request entered once and passed on without retyping: from the website form to the CRM, to the calendar as a booked visit, to accounting as an invoice, and the owner is told.',
    ),
  },
  sections: [
    featuresSection({
      title: 'The busywork we take off your desk',
      lede: 'Most small businesses lose hours a week copying the same details from one system to another. We connect them.',
    }, [
      feature('leads', 'users', 'Leads into your CRM', 'Website enquiries land in HubSpot, Zoho or a simple spreadsheet, tagged and assigned, with an instant reply to the customer.'),
      feature('booking', 'calendar', 'Bookings into your calendar', 'Online bookings block the right person’s calendar, with travel time between jobs for field teams.'),
      feature('invoices', 'receipt', 'Invoices out of QuickBooks', 'A finished job creates its invoice and sends a Stripe payment link; paid invoices are marked paid for you.'),
      feature('documents', 'file-text', 'Documents filled in', 'Quotes, intake forms and engagement letters generated from what the customer already told you.'),
      feature('dispatch', 'wrench', 'Jobs to the field', 'A new service call texts the on-call technician with the address, the problem and the customer’s history.'),
      feature('reports', 'chart', 'Reports that write themselves', 'A Monday-morning email with last week’s leads, jobs, revenue and reviews.'),
    ], 'three'),
    { kind: 'logos', label: 'We connect the tools you already use', clients: integrationPartners },
    stepsSection({
      title: 'From messy to automatic',
      actions: [{ label: 'See the workflow builder demo', to: '/workflow-automation' }],
    }, [
      ['Shadow a week', 'We watch how work moves through your business and count the hours spent retyping.'],
      ['Pick the wins', 'We agree the three automations that save the most time for the least cost.'],
      ['Build and test', 'Each workflow is built, tested with real examples and documented in plain English.'],
      ['Hand over', 'Your team gets a short training session, and we watch the workflows for the first month.'],
    ]),
    { kind: 'quote', testimonial: testimonials.law },
    faqSection('Business automation questions', [
      qa('breaks', 'What happens when something breaks?', 'Every workflow we build reports its own failures. We are alerted, and on a care plan we fix it, usually before you notice.'),
      qa('data', 'Is my customers’ data safe?', 'Workflows use each tool’s official connection with the least access they need, and no customer data is stored by us in between.'),
      qa('diy', 'Can I build my own workflows?', 'Yes. Our workflow builder lets you drag triggers, conditions and actions into place. Try the demo, and ask us to review what you build.'),
    ]),
    ctaSection('Get your evenings back', 'Book a consultation and bring the task you hate most. We will tell you whether it can be automated and what it would cost.', [
      { label: 'Book a consultation', to: '/booking' },
      { label: 'See implementation services', to: '/implementation-services', tone: 'secondary' },
    ]),
  ],
} as const satisfies MarketingPageContent;
