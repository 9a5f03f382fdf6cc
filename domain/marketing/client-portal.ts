/** /client-portal: what our clients get in their portal, and how they get in. */
import { marketingClaims as claims } from '../constants';
import { agency } from '../navigation';
import { actions } from './shared';
import type { MarketingPageContent } from './types';

export const clientPortalPage = {
  hero: {
    eyebrow: 'For our clients',
    actions: [
      { label: 'Request portal access', to: '/contact' },
      { label: 'See what we offer', to: '/services', tone: 'secondary' },
    ],
    points: ['Included with every project and hosting plan', 'No extra logins for your team to forget'],
    image: { src: '/illustrations/client-portal.svg', alt: 'A client portal for a bakery: this month’s uptime at 99.98%, 1.3 second page loads, two open requests, a project progress bar and a list of paid and due invoices.', width: 800, height: 600 },
  },
  sections: [
    {
      kind: 'features',
      section: { title: 'Everything about your website in one place' },
      features: [
        { id: 'projects', icon: 'layout', title: 'Projects and approvals', description: 'Designs to review, pages to approve and a clear list of what is waiting on you and what is waiting on us.' },
        { id: 'hosting', icon: 'server', title: 'Hosting status', description: `Uptime against our ${claims.uptimeGuarantee} guarantee, page speed and backups for each of your sites.` },
        { id: 'invoices', icon: 'receipt', title: 'Invoices and receipts', description: 'Every invoice, paid or due, with receipts you can download for your bookkeeper.' },
        { id: 'support', icon: 'message-square', title: 'Support requests', description: 'Send a change request or report a problem, and follow it until it is done.' },
        { id: 'subscriptions', icon: 'credit-card', title: 'Subscriptions', description: 'Change or cancel hosting and subscription plans through Stripe’s secure billing page.' },
        { id: 'files', icon: 'briefcase', title: 'Files and brand assets', description: 'Your logos, photos and fonts, and the passwords you share with us, kept where the people you choose can find them.' },
      ],
      columns: 'three',
    },
    {
      kind: 'steps',
      section: { title: 'Getting access' },
      steps: [
        { title: 'Start a project or plan', text: 'Every client gets a portal account when their first project or hosting plan begins.' },
        { title: 'Accept your invitation', text: 'Your project lead sends the invitation to the address you choose and walks you through the portal on your kickoff call.' },
        { title: 'Invite your team', text: 'Add colleagues and choose what each can see: billing, projects or both.' },
      ],
    },
    {
      kind: 'faq',
      section: { title: 'Portal questions' },
      items: [
        {
          id: 'lost-access',
          question: 'I cannot get into the portal. What now?',
          answer: [`Write to ${agency.email} or call ${agency.phoneDisplay} from the email address or phone number on your account, and we will check who you are and send a new invitation.`],
        },
        {
          id: 'subscription',
          question: 'I bought a subscription on this site. How do I manage it?',
          answer: ['Use the Manage subscription button on your order confirmation page or the link in your Stripe receipt. It opens Stripe’s billing page, where you can change your card, switch plans or cancel.'],
        },
        {
          id: 'cost',
          question: 'Does the portal cost extra?',
          answer: ['No. It is included with every project and every hosting plan.'],
        },
      ],
    },
    {
      kind: 'cta',
      cta: {
        title: 'Not a client yet?',
        body: 'Book a free consultation to talk about your website, or have a look at what we do first.',
        actions: [actions.bookConsultation, actions.services],
      },
    },
  ],
} as const satisfies MarketingPageContent;
