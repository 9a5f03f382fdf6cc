export { AssistantMessageList, type AssistantMessageItem } from './AssistantMessageList';
