export { ServerSummary } from './ServerSummary';
