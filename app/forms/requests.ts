/**
 * From what a form holds (strings, '' for empty) to the body its call takes. Optional fields
 * left empty are not sent; required ones are sent as typed, so the schema names what is
 * missing. No zod here: the pages import this, and zod loads only when a form is used.
 */
export type FormKind = 'contact' | 'booking' | 'leadMagnet' | 'websiteAudit';

type Values = Readonly<Record<string, string>>;

/** Fields the call may go without. */
const optionalFields: Record<FormKind, readonly string[]> = {
  contact: ['company', 'plan', 'website'],
  booking: ['phone', 'notes', 'website'],
  leadMagnet: ['name', 'website'],
  websiteAudit: ['website'],
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
