export { NewPasswordFields, newPasswordProblems } from './NewPasswordFields';
