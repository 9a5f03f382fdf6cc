export { AdminInvitations, type AdminInvitationsProps } from './AdminInvitations';
