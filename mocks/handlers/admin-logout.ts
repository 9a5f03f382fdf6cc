import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

/** The mock keeps no sessions, so logging out does not revoke the demo token. */
const success = mockCall('adminLogout', adminOnly(() => respond('adminLogout', { ok: true })));

export const adminLogoutHandlers = {
  success,
  ...failureVariants('adminLogout'),
  unauthorized: unauthorizedVariant('adminLogout'),
};
