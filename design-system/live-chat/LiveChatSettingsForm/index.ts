export { LiveChatSettingsForm } from './LiveChatSettingsForm';
export type { SettingsSaveStatus } from './LiveChatSettingsForm';
