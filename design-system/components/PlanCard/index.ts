export { PlanCard, PlanGrid, type PlanCardProps, type SubscriptionPlanCardProps, type HostingPlanCardProps, type WorkflowPlanCardProps, type PlanGridProps } from './PlanCard';
