/**
 * The security event log's vocabulary: what is recorded (functions/audit.ts) and how the admin
 * area names it (/admin/security).
 */
export const securityEventTypes = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.throttled',
  'sign_in.busy',
  'admin.unauthorized',
  'rate_limited',
  'admin.action',
  'admin.invited',
  'admin.invitation_revoked',
  'admin.invitation_accepted',
  'admin.invitation_refused',
  'admin.password_changed',
  'session.ended',
  'second_factor.requested',
  'second_factor.used',
  'second_factor.failed',
  'second_factor.recovery_used',
  'second_factor.enrolled',
  'second_factor.removed',
  'second_factor.reset',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

export const securityEventLabels: Readonly<Record<SecurityEventType, string>> = {
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Sign-in failed',
  'sign_in.throttled': 'Sign-in refused (too many failures)',
  'sign_in.busy': 'Sign-in refused (server busy)',
  'admin.unauthorized': 'Admin call without a valid session',
  rate_limited: 'Too many requests',
  'admin.action': 'Admin action',
  'admin.invited': 'Admin invited',
  'admin.invitation_revoked': 'Invitation withdrawn',
  'admin.invitation_accepted': 'Invitation accepted (new admin)',
  'admin.invitation_refused': 'Invitation link refused (used, expired or withdrawn)',
  'admin.password_changed': 'Password changed',
  'session.ended': 'Session ended',
  'second_factor.requested': 'Password right, second factor asked',
  'second_factor.used': 'Second factor accepted',
  'second_factor.failed': 'Wrong second factor',
  'second_factor.recovery_used': 'Recovery code used',
  'second_factor.enrolled': 'Second factor added',
  'second_factor.removed': 'Second factor removed',
  'second_factor.reset': 'Second factor reset from the server shell',
};

/** Events a person should look at: the rest is the normal record. */
export const securityEventTone = (type: SecurityEventType): 'critical' | 'warning' | 'neutral' =>
    type === 'sign_in.throttled' || type === 'admin.unauthorized' || type === 'second_factor.failed'
    ? 'critical'
    : type === 'sign_in.failed' ||
        type === 'rate_limited' ||
        type === 'sign_in.busy' ||
        type === 'admin.invitation_refused' ||
        type === 'second_factor.recovery_used' ||
        type === 'second_factor.removed' ||
        type === 'second_factor.reset'
      ? 'warning'
      : 'neutral';
