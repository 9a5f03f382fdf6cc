import { leadMagnetRequest } from '../../domain/api';
import { leadMagnetGuide } from '../../domain/constants';
import { mockReference } from '../shared';
import { formSubmissionHandlers } from './form-submission';

/** The guide is a file shipped with the site, so the mock points at the same one. */
const mockDownloadUrl = leadMagnetGuide.downloadUrl;

export const leadMagnetHandlers = formSubmissionHandlers('leadMagnet', leadMagnetRequest, () => ({
  reference: mockReference('LM'),
  downloadUrl: mockDownloadUrl,
}));
