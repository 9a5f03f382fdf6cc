export { AssistantDialog, type AssistantDialogProps, type AssistantDialogStatus, type AssistantDialogTexts } from './AssistantDialog';
export { AssistantMessageList, type AssistantMessageListProps, type AssistantMessageItem } from '../AssistantMessageList';
export { AssistantComposer, type AssistantComposerProps } from '../AssistantComposer';
