/**
 * From what a form holds (strings, '' for empty) to the body its call takes, and from the
 * call's answer to what the form shows. Shared by the hydrated form (app/forms) and by the
 * server, which answers a form posted before the page's scripts arrived (or without them) with
 * the same page in the same state (functions/form-posts.ts). Optional fields left empty are not
 * sent; required ones are sent as typed, so the schema names what is missing. No zod here: the
 * pages import this, and zod loads only when a form is used.
 */
import { formFailures, type FormFailure } from './forms';

export type FormKind = 'contact' | 'booking' | 'leadMagnet' | 'websiteAudit' | 'requestPortalLink';

type Values = Readonly<Record<string, string>>;

/** The page each form is on: a form posts to its own page's address. */
export const formPages = {
  '/contact': 'contact',
  '/booking': 'booking',
  '/website-audit': 'websiteAudit',
  '/lead-magnet': 'leadMagnet',
  '/manage-subscription': 'requestPortalLink',
  '/payment-success': 'requestPortalLink',
} as const satisfies Record<string, FormKind>;

/** Every field a form can post, the honeypot (`website`) included; anything else is dropped. */
export const formFields: Record<FormKind, readonly string[]> = {
  contact: ['name', 'email', 'company', 'interest', 'plan', 'addOns', 'message', 'website'],
  booking: ['service', 'date', 'time', 'name', 'email', 'phone', 'notes', 'website'],
  leadMagnet: ['email', 'name', 'website'],
  websiteAudit: ['url', 'email', 'website'],
  requestPortalLink: ['email', 'website'],
};

/** Fields a form posts once per ticked box (checkboxes of one name): their values are joined with commas. */
export const multiValueFields: readonly string[] = ['addOns'];

/** Fields the call may go without. */
const optionalFields: Record<FormKind, readonly string[]> = {
  contact: ['company', 'plan', 'addOns', 'website'],
  booking: ['phone', 'notes', 'website'],
  leadMagnet: ['name', 'website'],
  websiteAudit: ['website'],
  requestPortalLink: ['website'],
};

/** `joesbbq.com` is what people type; the audit needs the scheme, and https is the safe guess. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

export function requestBody(kind: FormKind, values: Values): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (optionalFields[kind].includes(field) && value.trim() === '') continue;
    body[field] = kind === 'websiteAudit' && field === 'url' ? withScheme(value) : value;
  }
  return body;
}

/** How a submission ended, as the form shows it. */
export type SubmitOutcome =
  | { type: 'accepted'; reference: string; downloadUrl?: string }
  /** taken in without a reference, with the one sentence every such answer says (a link request) */
  | { type: 'acknowledged'; message: string }
  | { type: 'invalid'; fields: Record<string, string> }
  | { type: 'failed'; failure: FormFailure };

/**
 * What a call's failed answer means for the visitor: the server's field messages go beside the
 * fields; a rate limit says how long to wait; anything else is our side's fault.
 */
export function outcomeOfFailure(status: number, error: { message?: string; fields?: Record<string, string> }, retryAfter?: number): SubmitOutcome {
  if (status === 429) return { type: 'failed', failure: formFailures.rateLimited(retryAfter) };
  // 409: the slot was booked by someone else first; the message goes beside the time.
  if ((status === 400 || status === 409) && error.fields && Object.keys(error.fields).length > 0) return { type: 'invalid', fields: { ...error.fields } };
  if ((status === 400 || status === 413) && error.message) return { type: 'failed', failure: formFailures.refused(error.message) };
  return { type: 'failed', failure: formFailures.server };
}

/** A form posted without scripts, answered by the server: what was typed and how it ended. */
export interface FormPostAnswer {
  kind: FormKind;
  values: Record<string, string>;
  outcome: SubmitOutcome;
}

/**
 * Why "Open billing portal" did not open it (functions/portal-link-pages.ts): the link was used,
 * expired or never issued, payments are not configured here, or Stripe could not be reached.
 */
export type PortalOpenRefusal = 'used' | 'expired' | 'unknown' | 'notConfigured' | 'unavailable';

/** What the server knew when it rendered a page after a post: a form's answer, or a refused portal link. */
export type PageAnswer = FormPostAnswer | { kind: 'portalOpen'; refusal: PortalOpenRefusal };
