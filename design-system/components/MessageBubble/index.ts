export { MessageBubble, MessageStatus } from './MessageBubble';
export type { MessageBubbleProps, MessageStatusProps } from './MessageBubble';
