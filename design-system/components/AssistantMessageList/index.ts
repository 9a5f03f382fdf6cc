export { AssistantMessageList, type AssistantMessageListProps, type AssistantMessageItem } from './AssistantMessageList';
