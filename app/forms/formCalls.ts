/**
 * What submitting a form needs, loaded on the form's first focus (or at submit): the schemas
 * (zod) and the API client. Kept out of the pages' first-load JS: a visitor who only reads a
 * page never downloads either.
 */
import { ApiError, api, type ApiRequest } from '../api/client';
import { bookingRequest, contactRequest, fieldErrorsOf, leadMagnetRequest, requestPortalLinkRequest, websiteAuditRequest } from '../../domain/api';
import { bookingProblemField, bookingSlotProblem } from '../../domain/booking';
import { bookingSlotMessages, formFailures } from '../../domain/forms';
import { outcomeOfFailure, type FormKind, type SubmitOutcome } from '../../domain/form-requests';

export type { SubmitOutcome } from '../../domain/form-requests';

const schemas = {
  contact: contactRequest,
  booking: bookingRequest,
  leadMagnet: leadMagnetRequest,
  websiteAudit: websiteAuditRequest,
  requestPortalLink: requestPortalLinkRequest,
} as const;

/**
 * The field problems of a body, with the schemas' own messages (the function says the same);
 * for a booking also the slot rules at `now`. Empty when the body can be sent.
 */
export function checkFields(kind: FormKind, body: Record<string, string>, now: Date = new Date()): Record<string, string> {
  const result = schemas[kind].safeParse(body);
  if (!result.success) return fieldErrorsOf(result.error);
  if (kind === 'booking') {
    const problem = bookingSlotProblem(body.date ?? '', body.time ?? '', now);
    if (problem) return { [bookingProblemField[problem]]: bookingSlotMessages[problem] };
  }
  return {};
}

/** What a failed call means for the visitor (the server says the same to a form posted without scripts). */
export function outcomeOfError(error: unknown): SubmitOutcome {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { type: 'failed', failure: formFailures.offline };
    if (error.kind === 'http') return outcomeOfFailure(error.status, { message: error.message, fields: error.fields ? { ...error.fields } : undefined }, error.retryAfter);
  }
  return { type: 'failed', failure: formFailures.server };
}

/** Sends a body `checkFields` passed (so the casts hold; the client checks again). Never throws. */
export async function sendForm(kind: FormKind, body: Record<string, string>, signal?: AbortSignal): Promise<SubmitOutcome> {
  try {
    const options = { signal };
    switch (kind) {
      case 'contact':
        return { type: 'accepted', reference: (await api.contact(body as ApiRequest<'contact'>, options)).reference };
      case 'booking':
        return { type: 'accepted', reference: (await api.booking(body as ApiRequest<'booking'>, options)).reference };
      case 'websiteAudit':
        return { type: 'accepted', reference: (await api.websiteAudit(body as ApiRequest<'websiteAudit'>, options)).reference };
      case 'leadMagnet': {
        const { reference, downloadUrl } = await api.leadMagnet(body as ApiRequest<'leadMagnet'>, options);
        return { type: 'accepted', reference, downloadUrl };
      }
      case 'requestPortalLink':
        return { type: 'acknowledged', message: (await api.requestPortalLink(body as ApiRequest<'requestPortalLink'>, options)).message };
    }
  } catch (error) {
    return outcomeOfError(error);
  }
}
