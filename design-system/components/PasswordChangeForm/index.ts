export { PasswordChangeForm, type PasswordChange, type PasswordChangeFormProps } from './PasswordChangeForm';
