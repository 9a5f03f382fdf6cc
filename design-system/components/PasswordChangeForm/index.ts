export { PasswordChangeForm } from './PasswordChangeForm';
