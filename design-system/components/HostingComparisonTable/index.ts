export { HostingComparisonTable, type HostingComparisonTableProps } from './HostingComparisonTable';
