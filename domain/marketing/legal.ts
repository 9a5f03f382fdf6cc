/**
 * /privacy and /terms in plain language. They describe what this site really does: the four
 * forms store what is typed into them, the assistant sends messages to a language model,
 * Stripe takes payments, and the demonstration pages keep their settings in the browser.
 */
import { marketingClaims as claims } from '../constants';
import { agency } from '../navigation';
import type { CallToAction, LegalDocument, MarketingPageContent } from './types';

const updated = 'June 2, 2025';
const contactLine = `${agency.email} or ${agency.phoneDisplay} (${agency.hours})`;

export const privacyPolicy = {
  updated,
  intro: `${agency.name} (“we”, “us”) designs, builds and hosts websites for small businesses from ${agency.city}, Texas. This policy explains what we collect when you use this site or our services, why, how long we keep it and what you can ask us to do with it. We do not sell personal information, and we do not use it to train AI models.`,
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['Only what you give us, and the minimum needed to run the site safely:'],
      list: [
        'Contact form: your name, email address, company, what you are interested in, your message and, if you came from a plan page, the plan you picked.',
        'Booking form: the service, the date and time slot you chose, your name, email address, phone number and any notes.',
        'Free website audit: the address of your website and your email address.',
        'Free guide: your email address.',
        'The AI assistant: the messages you type and the last few messages of the conversation, sent with the address of this site.',
        'Purchases: the plan you buy, your email address and the status of your subscription. Card details go to Stripe, never to us.',
        'Safety: a salted one-way hash of your IP address, used to limit spam and repeated sign-in attempts. We do not keep the address itself.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      paragraphs: [
        'To answer your message, hold your consultation slot, send the audit or guide you asked for, provide the services you buy, and keep the site and our clients’ sites secure. Forms also carry a hidden field that people never see and bots fill in; those submissions are discarded.',
        'We email you about your enquiry or your account. We send marketing emails only if you ask for them, and every one has an unsubscribe link.',
      ],
    },
    {
      id: 'assistant',
      heading: 'The AI assistant',
      paragraphs: [
        'When a language model is connected, your messages to the assistant are sent to our AI provider (OpenAI) to produce a reply. The provider processes them for us under its API terms, which do not allow it to train its models on them. We do not store assistant conversations on our servers; closing the chat ends the conversation.',
        'Please do not type passwords, card numbers or health information into the assistant.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      paragraphs: [
        'Subscriptions are paid through Stripe’s hosted checkout. Stripe receives your card details and billing address and processes them under its own privacy policy; we receive a record of what you bought, your email address and whether the payment succeeded, so we can provide the service and let you manage the subscription.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and storage in your browser',
      paragraphs: [
        'This site sets no advertising or tracking cookies and runs no third-party analytics. It keeps a few settings in your browser’s local storage, which never leave your device:',
      ],
      list: [
        'The demonstration pages (live chat, workflow automation, hosting automation) remember the settings and workflows you save there.',
        'Our own team’s sign-in to the admin area is kept in local storage and cleared after 30 minutes of inactivity.',
        'Stripe’s checkout pages set their own cookies to prevent fraud.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'Only the providers that run the service for us: our cloud hosting and database provider, Stripe for payments, OpenAI for the assistant and our email provider. Each may use the information only to provide its service to us. We disclose information if the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Form submissions: two years after our last contact with you, then deleted. Purchase records: seven years, for tax. Rate-limit entries (the hashed IP address): about a day. Sign-in sessions: until they expire.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        `The site is served only over HTTPS, from infrastructure in ${claims.dataCentres} data centres with independently audited security controls. Access to submissions is limited to our staff, behind a sign-in that expires after inactivity.`,
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices and requests',
      paragraphs: [
        `You can ask us for a copy of the information we hold about you, ask us to correct it, or ask us to delete it. Write to ${contactLine}. We answer within 30 days and do not charge for it. We may ask you to confirm your identity first.`,
        'Texas residents have these rights under the Texas Data Privacy and Security Act, and we extend them to everyone.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: ['This site and our services are for businesses. We do not knowingly collect information from children under 13.'],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: ['If we change how we use your information, we update this page and the date at the top. If a change is significant and we have your email address, we tell you before it takes effect.'],
    },
  ],
} as const satisfies LegalDocument;

export const termsOfService = {
  updated,
  intro: `These terms apply when you use this website or buy design, hosting or subscription services from ${agency.name}. They are written to be read. If anything is unclear, ask us before you buy: ${agency.email}.`,
  sections: [
    {
      id: 'using-the-site',
      heading: 'Using this site',
      paragraphs: [
        'You may browse the site, try the demonstrations and use the assistant for your own business. Please do not attempt to break, overload or scrape the site, or use the forms or the assistant to send spam. We limit how often forms and the assistant can be used from one connection.',
        'The live chat, workflow and hosting-automation pages are demonstrations that run on sample data.',
      ],
    },
    {
      id: 'assistant',
      heading: 'The AI assistant',
      paragraphs: [
        'The assistant gives general information about our services. It can be wrong. Prices, terms and anything it says about your own situation are confirmed only in a written quote or your order.',
      ],
    },
    {
      id: 'projects',
      heading: 'Design and build projects',
      paragraphs: [
        'Each project has a written quote with its scope, price and timeline. We start when you accept it and pay the deposit it states, usually half. The rest is due at launch. Changes outside the agreed scope are quoted before we do them.',
        'When you have paid in full, you own the design, the words and the code we wrote for your project. We may show the finished site in our portfolio unless you ask us not to.',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Hosting and subscriptions',
      paragraphs: [
        'Hosting plans and subscriptions (A/B testing, heat maps, customer workflows and others) are billed monthly in advance through Stripe at the price shown when you buy. Promotional prices, such as the current discount on hosting, apply for the period stated with the offer.',
        'You can cancel any time from the subscription settings or by writing to us. The service continues to the end of the month you have paid for; we do not refund part-months, except where the law requires it.',
      ],
    },
    {
      id: 'uptime',
      heading: 'Our uptime guarantee',
      paragraphs: [
        `We guarantee ${claims.uptimeGuarantee} uptime for sites on our hosting plans each calendar month (higher for plans that state an SLA). If we miss it, we credit 10% of that month’s hosting fee for each full hour below the guarantee, up to the whole fee. Planned maintenance announced 48 hours ahead, and outages caused by your own code or third-party services you chose, do not count.`,
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      paragraphs: [
        'You are responsible for the content you give us or publish on your site, and for having the right to use it. We may remove content from our hosting that is unlawful or that puts other clients at risk, and we tell you when we do.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of our liability',
      paragraphs: [
        'We do our work with care and skill. Apart from that promise, the site and the demonstrations are provided as they are. Our total liability for any claim is limited to the amounts you paid us in the twelve months before it, and we are not liable for lost profits or indirect losses. Nothing in these terms limits liability that the law does not allow us to limit.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      paragraphs: ['How we handle personal information is described in our privacy policy.'],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of Texas and the United States. Any dispute will be heard in the state or federal courts in Travis County, Texas, unless we agree to resolve it another way; we would always rather talk first.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms; the date at the top shows when. Changes do not apply to a project already quoted, and changes to subscription terms take effect from your next billing month, after we have told you.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`${agency.name}, ${agency.city}, Texas. ${contactLine}.`],
    },
  ],
} as const satisfies LegalDocument;

const questions: readonly CallToAction[] = [{ label: 'Ask us a question', to: '/contact' }];

export const privacyPage = {
  hero: { eyebrow: 'Legal', actions: questions },
  sections: [{ kind: 'legal', document: privacyPolicy }],
} as const satisfies MarketingPageContent;

export const termsPage = {
  hero: { eyebrow: 'Legal', actions: questions },
  sections: [{ kind: 'legal', document: termsOfService }],
} as const satisfies MarketingPageContent;
