export { BarChart } from './BarChart';
export { LineChart } from './LineChart';
