export { PlanCard, PlanGrid } from './PlanCard';
