/**
 * The four forms (/contact, /booking, /website-audit, /lead-magnet), and the request for a link to
 * the billing portal (/manage-subscription, /payment-success; its words in messages.ts): their labels, what a
 * visitor reads when something fails or succeeds, and the copy of their pages. The messages
 * beside refused fields live in form-fields.ts (the schemas carry them, so the browser and the
 * functions say exactly the same thing). Plain data and small functions: no React, no zod.
 */
import { bookingHold, bookingSchedule, marketingClaims, waitLabel } from './constants';
import { portalLinkMessages } from './messages';
import { agency } from './navigation';
import { serviceTopics } from './form-fields';

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

/** The page an emailed booking link opens (/booking/confirm?token=..., functions/booking-confirmations.ts). */
export const bookingConfirmCopy = {
  title: 'Confirm your call',
  intro: `You asked us for a call and we are holding the time for you. Press the button to book it: the link works once, within ${bookingHold.holdMinutes} minutes of booking.`,
  submit: 'Confirm my call',
  confirmedTitle: 'Your call is booked',
  confirmed: (slot: string) => `${slot}. The calendar invitation is on its way to your email.`,
  refusedTitle: 'This link cannot confirm a call',
  refused: {
    used: 'This link has already been used. If you confirmed your call, the calendar invitation is in your email.',
    expired: `This link has expired: unconfirmed times are held for ${bookingHold.holdMinutes} minutes, then given back. Book again to choose a time.`,
    unknown: 'This link is not one we sent, or it was cut short. Open the whole link from the email, or book again.',
  },
  rateLimited: 'Too many tries from your network. Wait a few minutes and try again.',
  bookAgain: 'Book a call',
  home: 'Back to the home page',
} as const;

/** Why a booking over the caps is refused (bookingHold in constants.ts). */
export const bookingCapMessages = {
  network: `Too many calls have been booked from your network today. Please call us on ${agency.phoneDisplay}, or try again tomorrow.`,
  day: `We have taken all the bookings we can for today. Please call us on ${agency.phoneDisplay}, or try again tomorrow.`,
} as const;

/** when the last call ends: the last slot's start plus its length */

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
  successTitle: 'Check your email to confirm your call',
  successBody: (day: string, time: string, email: string) =>
    `We are holding ${day} at ${time} ${bookingSchedule.timeZoneLabel} for you. Check your email (${email}) and confirm within ${bookingHold.holdMinutes} minutes: the call is booked, and the calendar invitation sent, only once you press "Confirm my call" from the link we sent.`,
  bookAnother: 'Book another call',
  expectHeading: 'What to expect',
  expect: [
    { id: 'short', title: '30 minutes, no obligation', description: 'By phone or video, whichever you prefer. You talk to a designer, not a salesperson.' },
    { id: 'homework', title: 'We do our homework first', description: 'If you share your website, we look at it before the call, so the time goes on your questions.' },
    { id: 'plan', title: 'You leave with a plan', description: 'Clear next steps and a ballpark price, whether or not you work with us.' },
  ],
  // The office hours as the footer and the contact page give them (agency.hours); the slot
  // buttons name each time in full ('9:00 AM').
  scheduleNote: `We take calls ${agency.hours} time.`,
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

// --- the field tables ---------------------------------------------------------------------
// What each form asks, in order: the form scaffold (design-system SubmissionForm/FormScaffold)
// draws a form from its table. The messages of refused fields stay in the schemas (api.ts, with
// their texts in form-fields.ts), so the browser and the functions say the same words.

/** How a field is drawn; `slot`: the form draws it itself (the booking slots, the hosting plan). */
export type FormFieldKind = 'text' | 'email' | 'url' | 'tel' | 'textarea' | 'select' | 'slot';

export interface FormFieldSpec<F extends string = string> {
  readonly name: F;
  readonly kind: FormFieldKind;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  /** a select's choices */
  readonly options?: readonly string[];
  /** a text area's height */
  readonly rows?: number;
  /** takes the whole row */
  readonly wide?: boolean;
  /** the field's id after the form's prefix, when it is not the field's name */
  readonly idSuffix?: string;
}

/** Fields under a heading of their own, ruled off from what comes before (the booking form's parts). */
export interface FormFieldGroup<F extends string = string> {
  /** the heading's id after the form's prefix: `<prefix>-<group>-heading` */
  readonly group: string;
  readonly heading: string;
  readonly fields: readonly FormFieldSpec<F>[];
}

export interface FormTable<F extends string = string> {
  /** prefix of the fields' ids (unique per page) */
  readonly idPrefix: string;
  readonly rows: readonly (FormFieldSpec<F> | FormFieldGroup<F>)[];
  readonly submit: string;
  readonly submitting: string;
  /** "Fields marked * are required." above the fields */
  readonly requiredNote?: string;
}

export type ContactField = 'name' | 'email' | 'company' | 'interest' | 'plan' | 'addOns' | 'message';
export type BookingField = 'service' | 'date' | 'time' | 'name' | 'email' | 'phone' | 'notes';
export type WebsiteAuditField = 'url' | 'email';
export type LeadMagnetField = 'email' | 'name';
export type ManageSubscriptionField = 'email';

const nameField = {
  name: 'name',
  kind: 'text',
  autoComplete: 'name',
  required: true,
} as const;
const emailField = {
  name: 'email',
  kind: 'email',
  autoComplete: 'email',
  required: true,
} as const;

/** /contact: who you are, what it is about, an optional hosting plan (and add-ons), and the message. */
export const contactForm: FormTable<ContactField> = {
  idPrefix: 'contact',
  submit: contactCopy.submit,
  submitting: contactCopy.submitting,
  requiredNote: formCommon.requiredNote,
  rows: [
    { ...nameField, label: contactCopy.labels.name },
    { ...emailField, label: contactCopy.labels.email },
    {
      name: 'company',
      kind: 'text',
      label: contactCopy.labels.company,
      hint: contactCopy.hints.company,
      autoComplete: 'organization',
    },
    {
      name: 'interest',
      kind: 'select',
      label: contactCopy.labels.interest,
      required: true,
      placeholder: contactCopy.interestPlaceholder,
      options: serviceTopics,
    },
    // the plan select, what it costs, and its add-ons
    { name: 'plan', kind: 'slot', label: contactCopy.labels.plan, wide: true },
    { name: 'addOns', kind: 'slot', label: contactCopy.labels.addOns },
    {
      name: 'message',
      kind: 'textarea',
      label: contactCopy.labels.message,
      hint: contactCopy.hints.message,
      required: true,
      rows: 6,
      wide: true,
    },
  ],
};

/** /booking: what the call is about, a day and a time (Central), and how to reach you. */
export const bookingForm: FormTable<BookingField> = {
  idPrefix: 'booking',
  submit: bookingCopy.submit,
  submitting: bookingCopy.submitting,
  requiredNote: formCommon.requiredNote,
  rows: [
    {
      name: 'service',
      kind: 'select',
      label: bookingCopy.labels.service,
      required: true,
      placeholder: bookingCopy.servicePlaceholder,
      options: serviceTopics,
      wide: true,
    },
    {
      group: 'slot',
      heading: bookingCopy.slotHeading,
      fields: [
        // one picker: the days, then the chosen day's times
        {
          name: 'date',
          kind: 'slot',
          label: bookingCopy.labels.date,
          idSuffix: 'slot',
          wide: true,
        },
        {
          name: 'time',
          kind: 'slot',
          label: bookingCopy.labels.time,
          idSuffix: 'slot-time',
        },
      ],
    },
    {
      group: 'contact',
      heading: bookingCopy.contactHeading,
      fields: [
        { ...nameField, label: bookingCopy.labels.name },
        { ...emailField, label: bookingCopy.labels.email },
        {
          name: 'phone',
          kind: 'tel',
          label: bookingCopy.labels.phone,
          hint: bookingCopy.hints.phone,
          autoComplete: 'tel',
        },
        {
          name: 'notes',
          kind: 'textarea',
          label: bookingCopy.labels.notes,
          hint: bookingCopy.hints.notes,
          rows: 4,
          wide: true,
        },
      ],
    },
  ],
};

/** /website-audit: the site to look at and where to send the report. */
export const websiteAuditForm: FormTable<WebsiteAuditField> = {
  idPrefix: 'audit',
  submit: auditCopy.submit,
  submitting: auditCopy.submitting,
  rows: [
    {
      name: 'url',
      kind: 'url',
      label: auditCopy.labels.url,
      hint: auditCopy.hints.url,
      autoComplete: 'url',
      placeholder: 'https://',
      required: true,
    },
    { ...emailField, label: auditCopy.labels.email },
  ],
};

/** /lead-magnet: an email (and a first name, if you like) for the guide. */
export const leadMagnetForm: FormTable<LeadMagnetField> = {
  idPrefix: 'guide',
  submit: leadMagnetCopy.submit,
  submitting: leadMagnetCopy.submitting,
  rows: [
    { ...emailField, label: leadMagnetCopy.labels.email },
    {
      name: 'name',
      kind: 'text',
      label: leadMagnetCopy.labels.name,
      hint: leadMagnetCopy.hints.name,
      autoComplete: 'given-name',
    },
  ],
};

/** /manage-subscription and /payment-success: the email used at checkout, for a link to the billing portal. */
export const manageSubscriptionForm: FormTable<ManageSubscriptionField> = {
  idPrefix: 'manage-subscription',
  submit: portalLinkMessages.submit,
  submitting: portalLinkMessages.sending,
  rows: [{ ...emailField, label: portalLinkMessages.emailLabel }],
};

/** What a form holds: one string per field ('' for empty), and the honeypot (`website`). */
export type FormValues<F extends string> = Record<F | 'website', string>;

/** The fields of a table in order, those in groups included. */
export function tableFields<F extends string>(table: FormTable<F>): readonly FormFieldSpec<F>[] {
  return table.rows.flatMap((row) => ('group' in row ? row.fields : [row]));
}

/** A form's values with every field empty. */
export function emptyFormValues<F extends string>(table: FormTable<F>): FormValues<F> {
  const values = { website: '' } as FormValues<F>;
  for (const field of tableFields(table)) values[field.name] = '';
  return values;
}
