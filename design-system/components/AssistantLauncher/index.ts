export { AssistantLauncher, type AssistantLauncherProps } from './AssistantLauncher';
