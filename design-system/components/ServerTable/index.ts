export { ServerStatusBadge, ServerTable, serverStatusLabel, type ServerTableProps } from './ServerTable';
