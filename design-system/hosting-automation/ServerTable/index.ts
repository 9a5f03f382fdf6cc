export { ServerStatusBadge, ServerTable } from './ServerTable';
