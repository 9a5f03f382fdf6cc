import { bookingRequest } from '../../domain/api';
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
const success = mockCall('booking', async ({ request }) => {
  const body = await readBody(request, bookingRequest);
  if (!body.ok) return body.response;
  return respond('booking', { reference: mockReference('BK') });
});

export const bookingHandlers = {
  success,
  ...failureVariants('booking'),
  rateLimited: rateLimitedVariant('booking'),
  databaseUnavailable: notConfiguredVariant('booking', messages.databaseUnavailable),
};

export default success;
