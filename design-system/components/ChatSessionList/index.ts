export { ChatSessionList } from './ChatSessionList';
