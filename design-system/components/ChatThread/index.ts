export { ChatThread } from './ChatThread';
