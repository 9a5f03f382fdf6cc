export { ServerSummary, type ServerSummaryProps } from './ServerSummary';
