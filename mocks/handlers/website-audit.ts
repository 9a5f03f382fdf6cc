import { websiteAuditRequest } from '../../domain/api';
import { mockReference } from '../shared';
import { formSubmissionHandlers } from './form-submission';

export const websiteAuditHandlers = formSubmissionHandlers('websiteAudit', websiteAuditRequest, () => ({
  reference: mockReference('AU'),
}));
