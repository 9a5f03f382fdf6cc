import { leadMagnetRequest } from '../../domain/api';
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

/** Where the mock says the guide can be downloaded; the real function decides the real path. */
export const mockDownloadUrl = '/downloads/lead-magnet-guide.pdf';

/** A filled honeypot is answered like any other submission, so bots learn nothing. */
const success = mockCall('leadMagnet', async ({ request }) => {
  const body = await readBody(request, leadMagnetRequest);
  if (!body.ok) return body.response;
  return respond('leadMagnet', { reference: mockReference('LM'), downloadUrl: mockDownloadUrl });
});

export const leadMagnetHandlers = {
  success,
  ...failureVariants('leadMagnet'),
  rateLimited: rateLimitedVariant('leadMagnet'),
  databaseUnavailable: notConfiguredVariant('leadMagnet', messages.databaseUnavailable),
};

export default success;
