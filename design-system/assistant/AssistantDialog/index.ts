export { AssistantDialog, type AssistantDialogProps } from './AssistantDialog';
