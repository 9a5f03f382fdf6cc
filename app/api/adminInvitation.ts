/**
 * The invitation's call on its own (/admin/invite checks its link as soon as it has hydrated, then
 * accepts it): the same round trip and checks as `api.adminInvitation` in `./client.ts`, with only
 * this call's schemas (`domain/api-calls.ts`), not the whole contract's, to build first.
 */
import { adminInvitationRequest, adminInvitationResponse } from '../../domain/api-calls';
import { publicCall } from './request';

export const callAdminInvitation = publicCall('adminInvitation', adminInvitationRequest, adminInvitationResponse);
