export * from './WorkflowCard';
