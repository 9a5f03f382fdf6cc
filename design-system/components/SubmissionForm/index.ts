export * from './SubmissionForm';
export { wide as submissionFormWideField } from './SubmissionForm.css';
