export { StatTile, type StatTileProps, type StatTrend } from './StatTile';
