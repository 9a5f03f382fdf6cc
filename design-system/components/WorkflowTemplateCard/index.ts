export * from './WorkflowTemplateCard';
