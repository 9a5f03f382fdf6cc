import { useEffect, useState } from 'react';
import {
  defaultNotificationSettings,
  draftOf,
  hostingAutomationTabs,
  hostingAutomationText,
  notificationSettingsStorageKey,
  parseStoredNotificationSettings,
  type NotificationSettings,
} from '../../../../domain/hosting-automation';
import { sampleAlerts } from '../../../../domain/samples/hosting-automation';
import {
  AlertList,
  Heading,
  NotificationSettingsForm,
  Stack,
  type NotificationSettingsStatus,
} from '../../../../design-system';
import { PanelHeader } from './PanelHeader';
import * as styles from './HostingAutomation.css';

/**
 * Alerts & Notifications: the recent alerts and the alert settings. Saved settings are kept in
 * this browser's localStorage and read after mount, so the server-rendered HTML (defaults) and
 * the first client render match.
 */
export function AlertsPanel() {
  const [draft, setDraft] = useState(() => draftOf(defaultNotificationSettings));
  const [status, setStatus] = useState<NotificationSettingsStatus>('idle');

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(notificationSettingsStorageKey);
    } catch {
      // Storage blocked: the defaults stand.
    }
    if (stored !== null) setDraft(draftOf(parseStoredNotificationSettings(stored)));
  }, []);

  const save = (settings: NotificationSettings) => {
    try {
      window.localStorage.setItem(notificationSettingsStorageKey, JSON.stringify(settings));
      setStatus('saved');
    } catch {
      setStatus('storage-failed');
    }
  };

  return (
    <div className={styles.panel}>
      <PanelHeader title={hostingAutomationTabs[3].label} intro={hostingAutomationText.panels.alerts} />
      <div className={styles.alertsLayout}>
        <Stack space="small">
          <Heading level={3} size="large">
            Recent alerts
          </Heading>
          <AlertList alerts={sampleAlerts} label="Recent alerts" />
        </Stack>
        <Stack space="small">
          <Heading level={3} size="large">
            Notification settings
          </Heading>
          <NotificationSettingsForm
            value={draft}
            status={status}
            onChange={(next) => {
              setDraft(next);
              setStatus('idle');
            }}
            onInvalid={() => setStatus('invalid')}
            onSave={save}
          />
        </Stack>
      </div>
    </div>
  );
}
