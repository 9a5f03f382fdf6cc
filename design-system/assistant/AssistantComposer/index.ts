export { AssistantComposer } from './AssistantComposer';
