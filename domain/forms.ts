/**
 * The four forms (/contact, /booking, /website-audit, /lead-magnet): their labels, what a
 * visitor reads when something fails or succeeds, and the copy of their pages. The messages
 * beside refused fields live in form-fields.ts (the schemas carry them, so the browser and the
 * functions say exactly the same thing). Plain data and small functions: no React, no zod.
 */
import { bookingSchedule, marketingClaims, waitLabel } from './constants';
import { formatSlotTime, fromMinutes, toMinutes } from './booking';
import { agency } from './navigation';

export { bookingSlotMessages, fieldMessages, serviceTopics } from './form-fields';

/** Why a submission did not go through, as the form shows it above its button. */
export interface FormFailure {
  readonly title: string;
  readonly message: string;
}

export const formFailures = {
  offline: {
    title: 'We could not reach our server',
    message: 'Your connection may have dropped. Everything you typed is still here: check your connection and send again.',
  },
  server: {
    title: 'Something went wrong on our side',
    message: `Everything you typed is still here. Please try again in a moment, or call us on ${agency.phoneDisplay}.`,
  },
  rateLimited: (retryAfterSeconds: number | undefined): FormFailure => ({
    title: 'Too many requests from your connection',
    message: `Please wait ${retryAfterSeconds === undefined ? 'a few minutes' : waitLabel(retryAfterSeconds)} and send again. Everything you typed is still here.`,
  }),
  /** a 400 the form could not pin on a field (should not happen: the form checks first) */
  refused: (serverMessage: string): FormFailure => ({ title: 'We could not accept that', message: serverMessage }),
} as const;

/** The heading of the error summary above a form. */
export function errorSummaryTitle(count: number): string {
  return count === 1 ? 'There is a problem with 1 field' : `There are problems with ${count} fields`;
}

export const formCommon = {
  requiredNote: 'Fields marked * are required.',
  referenceLabel: 'Your reference',
  privacyNote: 'We use your details only to answer you. We never sell or share them.',
  privacyLinkLabel: 'Privacy policy',
  honeypotLabel: 'Leave this field empty',
  timeZoneNote: `All times are ${bookingSchedule.timeZoneLabel} (${agency.city}, Texas).`,
} as const;

// --- /contact ---------------------------------------------------------------------------

export const contactCopy = {
  eyebrow: 'Contact',
  formHeading: 'Send us a message',
  formIntro:
    'A real person at our Austin studio reads every message. Tell us where your business is today and where you want it to be, and we will reply within one working day with honest next steps.',
  labels: {
    name: 'Your name',
    email: 'Email',
    company: 'Business name',
    interest: 'What can we help with?',
    message: 'Your message',
    plan: 'Hosting plan',
    addOns: 'Hosting add-ons',
  },
  hints: {
    company: 'Optional',
    message: 'Your goals, your current site if you have one, and any deadline.',
    plan: 'Optional. Filled in when you pick a plan on our hosting page.',
  },
  interestPlaceholder: 'Choose a topic',
  noPlan: 'No plan yet',
  clearPlan: 'Remove plan',
  choosePlanLink: 'Compare hosting plans',
  planSummary: (name: string, price: string, originalPrice: string) => `${name}: ${price}/month, normally ${originalPrice}.`,
  addOnsHint: 'Optional monthly extras for your plan: tick any you want. Those you picked on our hosting page are ticked.',
  addOnPrice: (price: string) => `+${price}/month`,
  submit: 'Send message',
  submitting: 'Sending…',
  successTitle: 'Thank you, your message is on its way',
  successBody: (email: string) =>
    `We will reply to ${email} within one working day. If it is urgent, call us and give your reference.`,
  sendAnother: 'Send another message',
  detailsHeading: 'Other ways to reach us',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  studioLabel: 'Studio',
  studio: 'Austin, Texas',
  serviceAreaLabel: 'Where we work',
  serviceArea:
    'Small businesses across Texas: Austin, San Antonio, Houston, Dallas–Fort Worth and the towns in between. Most projects run remotely; we are happy to meet in person around Austin.',
  hoursLabel: 'Hours',
  nextHeading: 'What happens next',
  nextSteps: [
    { id: 'reply', title: 'We reply within one working day', description: 'With answers to your questions and, if it helps, a few times for a call.' },
    { id: 'call', title: 'A 30-minute conversation', description: 'We learn how your business wins customers and what your website needs to do.' },
    { id: 'proposal', title: 'A fixed-price proposal', description: 'A written plan with the price, the timeline and what you get. No surprises later.' },
  ],
  otherHeading: 'Prefer another route?',
  bookingLink: 'Book a free consultation',
  bookingLinkDetail: 'Pick a time for a call that suits you.',
  auditLink: 'Get a free website audit',
  auditLinkDetail: 'Find out what is holding your current site back.',
} as const;

// --- /booking ---------------------------------------------------------------------------

/** when the last call ends: the last slot's start plus its length */
const callsEnd = formatSlotTime(fromMinutes(toMinutes(bookingSchedule.lastSlot) + bookingSchedule.slotMinutes));

export const bookingCopy = {
  eyebrow: 'Free consultation',
  formHeading: 'Choose a time for your call',
  labels: {
    service: 'What would you like to talk about?',
    date: 'Day',
    time: 'Time',
    name: 'Your name',
    email: 'Email',
    phone: 'Phone',
    notes: 'Anything we should know?',
  },
  hints: {
    phone: 'Optional. We call this number; without it we send a video link by email.',
    notes: 'Optional. Your website address, your goals, or questions you want answered.',
  },
  servicePlaceholder: 'Choose a topic',
  slotsLoading: 'Loading the available times…',
  noDayChosen: 'Choose a day to see its times.',
  contactHeading: 'Your details',
  slotHeading: 'Day and time',
  submit: 'Book my call',
  submitting: 'Booking…',
  successTitle: 'Your call is booked',
  successBody: (day: string, time: string, email: string) =>
    `${day} at ${time} ${bookingSchedule.timeZoneLabel}. We will email a calendar invitation to ${email} within one working day.`,
  bookAnother: 'Book another call',
  expectHeading: 'What to expect',
  expect: [
    { id: 'short', title: '30 minutes, no obligation', description: 'By phone or video, whichever you prefer. You talk to a designer, not a salesperson.' },
    { id: 'homework', title: 'We do our homework first', description: 'If you share your website, we look at it before the call, so the time goes on your questions.' },
    { id: 'plan', title: 'You leave with a plan', description: 'Clear next steps and a ballpark price, whether or not you work with us.' },
  ],
  scheduleNote: `We take calls Monday to Friday, ${formatSlotTime(bookingSchedule.firstSlot)} to ${callsEnd} ${bookingSchedule.timeZoneLabel}.`,
  contactInstead: 'Rather write to us?',
  contactLink: 'Send a message instead',
} as const;

// --- /website-audit ---------------------------------------------------------------------

export const auditCopy = {
  eyebrow: 'Free website audit',
  formHeading: 'Request your free audit',
  formIntro: 'Two details and you are done. The report comes from a person on our team, not an automated upsell.',
  labels: { url: 'Website address', email: 'Email for the report' },
  hints: { url: 'The page you want us to look at, usually your home page.' },
  submit: 'Request my free audit',
  submitting: 'Sending…',
  successTitle: 'Your audit request is in',
  successBody: (url: string, email: string) => `We will email the report on ${url} to ${email} within two working days.`,
  requestAnother: 'Audit another site',
  coversHeading: 'What the audit covers',
  covers: [
    {
      id: 'speed',
      title: 'Speed',
      description: `Load time on a mid-range phone, Core Web Vitals and page weight, measured against our own target of pages under ${marketingClaims.pageLoadSeconds} seconds.`,
    },
    {
      id: 'search',
      title: 'Search visibility',
      description: 'Titles and descriptions, indexing, local SEO and your Google Business Profile: can people nearby find you?',
    },
    {
      id: 'accessibility',
      title: 'Accessibility',
      description: 'Contrast, labels, headings and keyboard use, checked against WCAG 2.2, so every customer can use your site.',
    },
    {
      id: 'security',
      title: 'Security',
      description: 'HTTPS and certificate, out-of-date software and plugins, and the security headers browsers look for.',
    },
    {
      id: 'conversion',
      title: 'Conversion',
      description: 'Calls to action, contact forms, phone links and the mobile layout: what turns a visit into a customer.',
    },
  ],
  nextHeading: 'What happens next',
  nextSteps: [
    { id: 'checks', title: 'We run the checks', description: 'Automated tests on speed, search, accessibility and security, then a person reviews every result.' },
    { id: 'report', title: 'You get a plain-English report', description: 'By email within two working days: a score per area and the five fixes that matter most.' },
    { id: 'fix', title: 'Fix it yourself, or let us', description: 'The report is yours to keep. If you want help, a 20-minute call walks you through it.' },
  ],
  packagesHeading: 'Need more depth?',
  packagesBody: 'Our paid audits add a full technical crawl, a competitor comparison and a prioritised action plan.',
  packagesLink: 'See the audit packages',
} as const;

// --- /lead-magnet -----------------------------------------------------------------------

export const leadMagnetCopy = {
  eyebrow: 'Free guide',
  formHeading: 'Get the checklist',
  formIntro: 'Enter your email and the PDF is yours to download right away.',
  labels: { email: 'Email', name: 'First name' },
  hints: { name: 'Optional' },
  submit: 'Get the free guide',
  submitting: 'Sending…',
  consent: 'We may email you when we publish a new edition of the guide, at most once a month. One click unsubscribes.',
  successTitle: 'Your guide is ready',
  successBody: 'Download it now; the link works on any device. Print it and tick the checks off as you go.',
  download: 'Download the checklist (PDF)',
  insideHeading: "What's inside",
  insideLede: 'Five short sections, 25 checks, each with why it matters and how to fix it. No jargon, no sales pitch.',
  whoHeading: 'Written for busy owners',
  whoBody:
    'We wrote it from the audits we run for Texas plumbers, clinics, restaurants and shops. Most checks take minutes; all of them work whichever company built your site.',
} as const;
