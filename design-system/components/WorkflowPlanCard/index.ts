export { WorkflowPlanCard, type WorkflowPlanCardProps } from './WorkflowPlanCard';
