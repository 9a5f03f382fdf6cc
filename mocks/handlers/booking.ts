import { bookingRequest } from '../../domain/api';
import { mockReference } from '../shared';
import { formSubmissionHandlers } from './form-submission';

export const bookingHandlers = formSubmissionHandlers('booking', bookingRequest, () => ({
  reference: mockReference('BK'),
}));

export default bookingHandlers.success;
