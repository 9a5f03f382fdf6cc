export { ChatSessionList } from './ChatSessionList';
export type { ChatSessionListProps, ChatSessionSummary } from './ChatSessionList';
export { PriorityBadge, SessionStatusBadge } from './sessionBadges';
