export { Form } from './Form';
export { rememberEarlyInput } from './keepEarlyInput';
