export * from './FormErrorSummary';
export { focusFirstInvalidField } from './focusField';
