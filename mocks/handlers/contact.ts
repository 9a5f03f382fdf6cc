import { contactRequest } from '../../domain/api';
import { mockReference } from '../shared';
import { formSubmissionHandlers } from './form-submission';

export const contactHandlers = formSubmissionHandlers('contact', contactRequest, () => ({
  reference: mockReference('CT'),
}));
