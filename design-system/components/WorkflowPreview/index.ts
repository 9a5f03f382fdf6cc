export { WorkflowPreview, type WorkflowPreviewProps, type WorkflowStep } from './WorkflowPreview';
