/** /client-portal: what a client can do today from this site, and how (issue 16: no promises of a portal that is not built). */
import { marketingClaims as claims } from '../constants';
import { agency } from '../navigation';
import { illustration } from './images';
import { ctaSection, faqSection, feature, featuresSection, qa, stepsSection } from './sections';
import { actions } from './shared';
import type { MarketingPageContent } from './types';

export const clientPortalPage = {
  hero: {
    eyebrow: 'For our clients',
    actions: [
      { label: 'Manage your subscription', to: '/manage-subscription' },
      { label: 'Ask for a change', to: '/contact', tone: 'secondary' },
    ],
    points: ['No password to remember: a one-time link by email opens your billing page', `We answer every request within one working day`],
    image: illustration(
      'client-portal',
      'A client’s overview for a bakery: this month’s uptime at 99.98%, 1.3 second page loads, two open requests, a project progress bar and a list of paid and due invoices.',
    ),
  },
  sections: [
    featuresSection({
      title: 'What you can do today',
      lede: 'Everything below works now, from this site, without an account. Your project lead sends designs to review and monthly hosting reports by email.',
    }, [
      feature('subscriptions', 'credit-card', 'Change or cancel your plan', 'Enter the email address you paid with and we send a one-time link to Stripe’s secure billing page: change your card, switch plans or cancel.', { label: 'Manage your subscription', to: '/manage-subscription' }),
      feature('invoices', 'receipt', 'Download invoices and receipts', 'The same billing page lists every invoice, paid or due, with receipts you can download for your bookkeeper.', { label: 'Get your billing link', to: '/manage-subscription' }),
      feature('support', 'message-square', 'Ask for a change or report a problem', `Send us a message with what you need. We answer within one working day, and sooner when your site is down: call ${agency.phoneDisplay}.`, { label: 'Send us a message', to: '/contact' }),
      feature('call', 'calendar', 'Book a call with your project lead', 'Pick a free 30-minute slot for a review, a walkthrough or your next project.', { label: 'Book a call', to: '/booking' }),
    ], 'four'),
    stepsSection('Getting your billing link', [
      ['Enter your email', 'On Manage subscription, type the address you used at checkout.'],
      ['Open the link we send', 'It works once and for one hour, so nobody who finds an old email can use it.'],
      ['Change what you need', 'Stripe’s billing page opens: card, plan, invoices or cancellation.'],
    ]),
    faqSection('Questions from clients', [
      qa('no-email', 'The billing link did not arrive. What now?',
        `Check your spam folder, then make sure you used the address you paid with. Still nothing? Write to ${agency.email} or call ${agency.phoneDisplay} from the address or number on your account, and we will check who you are and help.`,
      ),
      qa('order-page', 'I just bought a subscription on this site. Where do I manage it?',
        'Use the Manage subscription button on your order confirmation page, the link in your Stripe receipt, or Manage subscription at the foot of every page.',
      ),
      qa('reports', 'How do I see my hosting figures?',
        `Your project lead emails a hosting report every month: uptime against our ${claims.uptimeGuarantee} guarantee, page speed and backups. Ask for one any time through the contact form.`,
      ),
      qa('cost', 'Do these cost extra?', 'No. Billing links, support requests and calls are included with every project and every hosting plan.'),
    ]),
    ctaSection('Not a client yet?', 'Book a free consultation to talk about your website, or have a look at what we do first.', [actions.bookConsultation, actions.services]),
  ],
} as const satisfies MarketingPageContent;
