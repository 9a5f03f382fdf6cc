export { StatTile, type StatTrend } from './StatTile';
