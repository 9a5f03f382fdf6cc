export { HeatMap } from './HeatMap';
