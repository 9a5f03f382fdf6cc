export {
  NotificationSettingsForm,
  type NotificationSettingsFormProps,
  type NotificationSettingsStatus,
} from './NotificationSettingsForm';
