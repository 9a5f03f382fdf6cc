export * from './WorkflowCanvas';
