import { contactRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import {
  failureVariants,
  mockCall,
  mockReference,
  notConfiguredVariant,
  rateLimitedVariant,
  readBody,
  respond,
} from '../shared';

/** A filled honeypot is answered like any other submission, so bots learn nothing. */
const success = mockCall('contact', async ({ request }) => {
  const body = await readBody(request, contactRequest);
  if (!body.ok) return body.response;
  return respond('contact', { reference: mockReference('CT') });
});

export const contactHandlers = {
  success,
  ...failureVariants('contact'),
  rateLimited: rateLimitedVariant('contact'),
  databaseUnavailable: notConfiguredVariant('contact', messages.databaseUnavailable),
};

export default success;
