import type { z } from 'zod';
import type { ApiCall } from '../../domain/api';
import { messages } from '../../domain/messages';
import {
  failureVariants,
  mockCall,
  notConfiguredVariant,
  rateLimitedVariant,
  readBody,
  respond,
  type ResponseBody,
} from '../shared';

/**
 * The variants of a form that stores a submission: it is rate-limited and needs the database,
 * and validation is all that can turn a submission away.
 */
export function formSubmissionHandlers<C extends ApiCall>(
  call: C,
  schema: z.ZodType,
  reply: () => ResponseBody<C>,
) {
  /** A filled honeypot is answered like any other submission, so bots learn nothing. */
  const success = mockCall(call, async ({ request }) => {
    const body = await readBody(request, schema);
    if (!body.ok) return body.response;
    return respond(call, reply());
  });
  return {
    success,
    ...failureVariants(call),
    rateLimited: rateLimitedVariant(call),
    databaseUnavailable: notConfiguredVariant(call, messages.databaseUnavailable),
  };
}
