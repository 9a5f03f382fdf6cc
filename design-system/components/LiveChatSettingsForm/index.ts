export { LiveChatSettingsForm } from './LiveChatSettingsForm';
export type { LiveChatSettingsFormProps, SettingsSaveStatus } from './LiveChatSettingsForm';
