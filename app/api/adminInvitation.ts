/**
 * The invitation's call on its own (/admin/invite checks its link as soon as it has hydrated, then
 * accepts it): the same round trip and checks as `api.adminInvitation` in `./client.ts`, with only
 * this call's schemas (`domain/api-calls.ts`), not the whole contract's, to build first.
 */
import type { z } from 'zod';
import { adminInvitationRequest, adminInvitationResponse, apiPaths, callMethod, type AdminInvitationResponse } from '../../domain/api-calls';
import { readAnswer, send, type CallOptions, type Transport } from './request';

const endpoint = { call: 'adminInvitation', path: apiPaths.adminInvitation, method: callMethod('adminInvitation'), request: adminInvitationRequest, admin: false } as const;

const sameOrigin: Transport = { baseUrl: '', fetch: undefined };

export async function callAdminInvitation(
  body: z.input<typeof adminInvitationRequest>,
  options: CallOptions = {},
  transport: Transport = sameOrigin,
): Promise<AdminInvitationResponse> {
  const { response } = await send(endpoint, body, options, transport);
  return readAnswer('adminInvitation', response, adminInvitationResponse);
}
