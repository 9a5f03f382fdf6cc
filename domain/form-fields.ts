/**
 * What the forms' fields accept and what they say when refused: the messages the schemas in
 * api.ts carry, and the lists the selects offer. Kept apart from the pages' copy (forms.ts),
 * because whatever loads the schemas loads this module too.
 */
import { formatBookingDay, formatSlotTime, type BookingSlotProblem } from './booking';
import { bookingHold, bookingSchedule } from './constants';

/** What a field says when its value is refused; used by the schemas in api.ts. */
export const fieldMessages = {
  nameMissing: 'Enter your name.',
  nameTooLong: 'Keep your name to 120 characters or fewer.',
  nameHasLink: 'Enter just your name, without a web address or link.',
  nameHasControl: 'Your name has a hidden or control character; type it again in plain letters.',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  companyTooLong: 'Keep the company name to 160 characters or fewer.',
  interestMissing: 'Choose what you would like to talk about.',
  messageMissing: 'Tell us a little about your business and what you need.',
  messageTooLong: 'Keep your message to 5,000 characters or fewer.',
  planInvalid: 'Choose one of our hosting plans, or no plan.',
  addOnsInvalid: 'Choose from our hosting add-ons, or none.',
  serviceMissing: 'Choose what you would like to talk about.',
  dateMissing: 'Choose a day for your call.',
  timeMissing: 'Choose a time for your call.',
  phoneTooLong: 'Keep the phone number to 40 characters or fewer.',
  notesTooLong: 'Keep your notes to 2,000 characters or fewer.',
  urlMissing: 'Enter the address of your website.',
  urlInvalid: 'Enter a web address like https://yourbusiness.com.',
  honeypotTooLong: 'Leave this field empty.',
  /** booking slots the function refuses (domain/booking.ts) */
  dayPassed: 'That day has passed. Choose today or a later working day.',
  notWorkingDay: 'We take calls Monday to Friday. Choose a weekday.',
  offGrid: `Choose one of the times shown, between ${formatSlotTime(bookingSchedule.firstSlot)} and ${formatSlotTime(bookingSchedule.lastSlot)} ${bookingSchedule.timeZoneLabel}.`,
  timePassed: 'That time has already passed. Choose a later time.',
  holiday: 'The office is closed that day for a holiday. Choose another day.',
  dayBlocked: 'We are not taking calls that day. Choose another day.',
  tooFar: `We book up to ${bookingSchedule.maxDaysAhead} days ahead. Choose an earlier day.`,
  /** the booking caps (bookingHold in constants.ts) */
  emailCapped: `This email address already has ${bookingHold.perEmailUpcoming} calls booked or waiting for confirmation. Confirm or wait for those, or call us.`,
} as const;

/**
 * Why a name is refused, if it is: a link of any shape (a scheme such as `https://` or
 * `mailto:`, `www.`, a domain-like token such as `evil.com` or `bit.ly`, an IP address) or a
 * control or invisible character (line breaks, bidirectional overrides, zero-width spaces).
 * A name is quoted to the owner; a link in it could reach a third party as mail from us
 * (issue 32). Names with a dot and a space ("J. R. Smith", "Dr. Jones") are fine; a dot
 * between letters ("St.John") reads as a domain and is refused.
 */
export function nameProblem(name: string): 'link' | 'control' | undefined {
  // Cc: C0/C1 controls (line breaks, tabs, escape); then bidi marks and overrides, zero-width
  // characters, the word joiner, line and paragraph separators, the byte-order mark.
  if (/[\p{Cc}\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/u.test(name)) return 'control';
  const text = name.normalize('NFKC').toLowerCase();
  if (/[a-z][a-z0-9+.-]*:\/|www\.|(?:^|\s)(?:mailto|javascript|data|tel|sms):/.test(text)) return 'link';
  // a dot (or an ideographic or full-width one, NFKC makes most of them '.') between a letter or
  // digit and at least two letters: example.com, bit.ly, xn--80ak6aa92e.com
  if (/[\p{L}\p{N}][.\u3002\uFF61][\p{L}\p{N}-]*\p{L}{2}/u.test(text)) return 'link';
  if (/\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/.test(text)) return 'link';
  return undefined;
}

/**
 * The admin forms' own check of an email address before it is sent (a rough shape: something@host.tld;
 * the function's schema has the last word). Missing gets `missing`, a wrong shape `fieldMessages.emailInvalid`.
 */
export function emailProblem(email: string, missing: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return missing;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? undefined : fieldMessages.emailInvalid;
}

/** The 409 of a slot someone else booked first: the slot named, and what to do. */
export const slotTakenMessage = (date: string, time: string) =>
  `${formatSlotTime(time)} on ${formatBookingDay(date, 'long')} was just booked by someone else. Choose another time: the free ones are shown.`;

/** What the booking form and function say about a slot they refuse. */
export const bookingSlotMessages: Record<BookingSlotProblem, string> = {
  'day-passed': fieldMessages.dayPassed,
  'not-working-day': fieldMessages.notWorkingDay,
  holiday: fieldMessages.holiday,
  'off-grid': fieldMessages.offGrid,
  'time-passed': fieldMessages.timePassed,
  'too-far': fieldMessages.tooFar,
};

/**
 * What a visitor can write to us or book a call about: one list for the contact form's topics and
 * the booking form's services (issue 16: the contact form lacked e-commerce, local SEO and social
 * media, which the booking form listed).
 */
export const serviceTopics = [
  'AI web design',
  'Online store (e-commerce)',
  'Hosting',
  'Local SEO',
  'Social media marketing',
  'Website audit',
  'Marketing automation',
  'A/B testing or heat maps',
  'Something else',
] as const;
