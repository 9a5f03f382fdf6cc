export * from './SubmissionTable';
