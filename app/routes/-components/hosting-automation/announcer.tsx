import { useCallback, useState } from 'react';
import { VisuallyHidden } from '../../../../design-system';

interface Announcement {
  readonly id: number;
  readonly text: string;
}

/**
 * A polite live region for what the page's buttons did ("Restarting austin-web-01…"). Each
 * message is a new node, so a repeated message is read again.
 */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement>({ id: 0, text: '' });
  const announce = useCallback((text: string) => setAnnouncement((current) => ({ id: current.id + 1, text })), []);
  const region = (
    <VisuallyHidden role="status" data-announcer>
      <span key={announcement.id}>{announcement.text}</span>
    </VisuallyHidden>
  );
  return { announce, region };
}

export type Announce = (text: string) => void;
