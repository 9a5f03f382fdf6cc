export * from './FormErrorSummary';
export { focusField, focusFirstInvalidField } from './focusField';
