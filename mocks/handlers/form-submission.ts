import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { fieldErrorsOf, type ApiCall } from '../../domain/api';
import { bookingProblemField, bookingSlotProblem } from '../../domain/booking';
import { maxRequestBodyBytes } from '../../domain/constants';
import { bookingSlotMessages, fieldMessages } from '../../domain/forms';
import { messages } from '../../domain/messages';
import {
  errorJson,
  failureVariants,
  mockCall,
  notConfiguredVariant,
  rateLimitedVariant,
  respond,
  type ResponseBody,
} from '../shared';

/** A 400 the way the functions send it for a form: the first problem, and a message per field. */
function fieldErrorResponse(fields: Record<string, string>): Response {
  const [field, message] = Object.entries(fields)[0] ?? ['body', 'The request is not valid.'];
  return HttpResponse.json({ error: `Invalid "${field}": ${message}`, fields }, { status: 400 });
}

/**
 * The variants of a form that stores a submission: it is rate-limited and needs the database,
 * and validation is all that can turn a submission away. Validation is the functions' own: the
 * schema's field messages in `fields`, and for a booking the slot rules at the real time.
 */
export function formSubmissionHandlers<C extends ApiCall>(
  call: C,
  schema: z.ZodType,
  reply: () => ResponseBody<C>,
  /** the success's status: 200, or 202 for a request taken in for later (a link request) */
  status = 200,
) {
  /** A filled honeypot is answered like any other submission, so bots learn nothing. */
  const success = mockCall(call, async ({ request }) => {
    const text = await request.text();
    if (new TextEncoder().encode(text).byteLength > maxRequestBodyBytes) return errorJson(413, messages.bodyTooLarge);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return errorJson(400, messages.invalidJson);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) return fieldErrorResponse(fieldErrorsOf(parsed.error));
    if (call === 'booking') {
      const { date, time } = parsed.data as { date: string; time: string };
      const problem = bookingSlotProblem(date, time, new Date());
      if (problem) return fieldErrorResponse({ [bookingProblemField[problem]]: bookingSlotMessages[problem] });
    }
    return respond(call, reply(), { status });
  });
  return {
    success,
    ...failureVariants(call),
    rateLimited: rateLimitedVariant(call),
    databaseUnavailable: notConfiguredVariant(call, messages.databaseUnavailable),
    /** The server refuses the email the browser accepted (e.g. a domain that takes no mail). */
    emailRefused: mockCall(call, () => fieldErrorResponse({ email: fieldMessages.emailInvalid })),
  };
}
