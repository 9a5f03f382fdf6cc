import { requestPortalLinkRequest } from '../../domain/api';
import { portalLinkMessages } from '../../domain/messages';
import { formSubmissionHandlers } from './form-submission';

/**
 * Asking for a link to manage a subscription: like the real call, the same 202 for any valid
 * address (offline there is no customer to find, and the answer would not say so anyway).
 */
export const requestPortalLinkHandlers = formSubmissionHandlers('requestPortalLink', requestPortalLinkRequest, () => ({ message: portalLinkMessages.requested }), 202);
