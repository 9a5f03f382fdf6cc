export { AssistantLauncher } from './AssistantLauncher';
