export { AlertList } from './AlertList';
