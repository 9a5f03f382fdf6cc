export { PlanCard, PlanGrid, type PlanCardProps, type PlanGridProps } from './PlanCard';
