import { leadMagnetRequest } from '../../domain/api';
import { mockReference } from '../shared';
import { formSubmissionHandlers } from './form-submission';

/** Where the mock says the guide can be downloaded; the real function decides the real path. */
export const mockDownloadUrl = '/downloads/lead-magnet-guide.pdf';

export const leadMagnetHandlers = formSubmissionHandlers('leadMagnet', leadMagnetRequest, () => ({
  reference: mockReference('LM'),
  downloadUrl: mockDownloadUrl,
}));

export default leadMagnetHandlers.success;
