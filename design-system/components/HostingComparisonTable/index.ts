export { HostingComparisonTable } from './HostingComparisonTable';
