export { WorkflowPreview, type WorkflowStep } from './WorkflowPreview';
