import { websiteAuditRequest } from '../../domain/api';
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
const success = mockCall('websiteAudit', async ({ request }) => {
  const body = await readBody(request, websiteAuditRequest);
  if (!body.ok) return body.response;
  return respond('websiteAudit', { reference: mockReference('AU') });
});

export const websiteAuditHandlers = {
  success,
  ...failureVariants('websiteAudit'),
  rateLimited: rateLimitedVariant('websiteAudit'),
  databaseUnavailable: notConfiguredVariant('websiteAudit', messages.databaseUnavailable),
};

export default success;
