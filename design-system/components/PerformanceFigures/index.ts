export { PerformanceFigures, type PerformanceFiguresProps } from './PerformanceFigures';
