export { AdminInvitations } from './AdminInvitations';
