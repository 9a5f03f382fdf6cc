export { ChatThread, TypingIndicator } from './ChatThread';
export type { ChatThreadProps, TypingIndicatorProps } from './ChatThread';
