export { Form, type FormProps } from './Form';
export { rememberEarlyInput } from './keepEarlyInput';
