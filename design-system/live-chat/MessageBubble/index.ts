export { MessageBubble } from './MessageBubble';
