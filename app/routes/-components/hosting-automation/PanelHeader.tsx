import type { ReactNode } from 'react';
import { Heading, Text } from '../../../../design-system';
import * as styles from './HostingAutomation.css';

/** The heading and one line at the top of each tab panel, with room for an action. */
export function PanelHeader({ title, intro, action }: { title: string; intro: string; action?: ReactNode }) {
  return (
    <div className={styles.panelHeader}>
      <div className={styles.panelIntro}>
        <Heading level={2} size="xlarge">
          {title}
        </Heading>
        <Text tone="muted">{intro}</Text>
      </div>
      {action}
    </div>
  );
}
