import { useCallback, useEffect, useState } from 'react';
import {
  defaultLiveChatSettings,
  liveChatSettingsStorageKey,
  parseLiveChatSettings,
  type LiveChatSettings,
} from '../../../../domain/live-chat';
import type { SettingsSaveStatus } from '../../../../design-system';

/**
 * The widget settings, kept in this browser's localStorage by Save Settings. The server and the
 * first client render use the defaults; saved settings are read after mount, so hydration
 * matches. Any change after a save clears "Saved".
 */
export function useStoredSettings() {
  const [settings, setSettings] = useState<LiveChatSettings>(defaultLiveChatSettings);
  const [status, setStatus] = useState<SettingsSaveStatus>('idle');

  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(liveChatSettingsStorageKey);
      if (raw !== null) setSettings(parseLiveChatSettings(JSON.parse(raw)));
    } catch {
      // unreadable or blocked storage: keep the defaults
    }
  }, []);

  const change = useCallback((next: LiveChatSettings) => {
    setSettings(next);
    setStatus('idle');
  }, []);

  const save = useCallback((next: LiveChatSettings) => {
    try {
      window.localStorage.setItem(liveChatSettingsStorageKey, JSON.stringify(next));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }, []);

  return { settings, status, change, save };
}
