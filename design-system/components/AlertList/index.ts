export { AlertList, type AlertListProps } from './AlertList';
