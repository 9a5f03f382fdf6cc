export { PlanComparisonTable } from './PlanComparisonTable';
