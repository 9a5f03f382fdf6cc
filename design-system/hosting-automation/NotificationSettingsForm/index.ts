export {
  NotificationSettingsForm,
  type NotificationSettingsStatus,
} from './NotificationSettingsForm';
