export { PlanComparisonTable, type ComparedPlan, type PlanComparisonTableProps } from './PlanComparisonTable';
