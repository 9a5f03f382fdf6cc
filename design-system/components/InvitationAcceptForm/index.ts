export { InvitationAcceptForm } from './InvitationAcceptForm';
