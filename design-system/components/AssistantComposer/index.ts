export { AssistantComposer, type AssistantComposerProps } from './AssistantComposer';
