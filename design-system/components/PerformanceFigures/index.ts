export { PerformanceFigures } from './PerformanceFigures';
