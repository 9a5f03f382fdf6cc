/**
 * What the forms' fields accept and what they say when refused: the messages the schemas in
 * api.ts carry, and the lists the selects offer. Kept apart from the pages' copy (forms.ts),
 * because whatever loads the schemas loads this module too.
 */
import { formatBookingDay, formatSlotTime, type BookingSlotProblem } from './booking';
import { bookingSchedule } from './constants';

/** What a field says when its value is refused; used by the schemas in api.ts. */
export const fieldMessages = {
  nameMissing: 'Enter your name.',
  nameTooLong: 'Keep your name to 120 characters or fewer.',
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
} as const;

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
