import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { alertActionLabel, alertTypeWords, noAlertsText } from '../../../domain/alerts';
import type { Alert, AlertType } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import * as styles from './AlertList.css';

type Tone = 'info' | 'caution' | 'positive' | 'critical';

/** Each type has its own icon and word (domain/alerts), so none depends on colour (WCAG 1.4.1). */
const alertTypes: Record<AlertType, { readonly tone: Tone; readonly Icon: typeof Info }> = {
  error: { tone: 'critical', Icon: CircleAlert },
  warning: { tone: 'caution', Icon: TriangleAlert },
  success: { tone: 'positive', Icon: CircleCheck },
  info: { tone: 'info', Icon: Info },
};

export interface AlertListProps {
  readonly alerts: readonly Alert[];
  /** Names the list for screen readers ("Recent alerts", "Security alerts"). */
  readonly label: string;
  readonly emptyText?: ReactNode;
  readonly className?: string;
}

/** Alerts (hosting, security), newest first: type (icon and word), message, when, and the suggested action. */
export function AlertList({
  alerts,
  label,
  emptyText = noAlertsText,
  className,
}: AlertListProps) {
  if (alerts.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={clsx(styles.list, className)} aria-label={label}>
      {alerts.map((alert, index) => {
        const { tone, Icon } = alertTypes[alert.type];
        return (
          <li key={`${alert.type}-${index}`} className={styles.item({ tone })} data-alert-type={alert.type}>
            <Icon className={styles.icon({ tone })} aria-hidden="true" focusable="false" />
            <div className={styles.top}>
              <Badge tone={tone}>{alertTypeWords[alert.type]}</Badge>
              <span className={styles.message}>{alert.message}</span>
            </div>
            <div className={styles.meta}>
              <span>{alert.time}</span>
              <span>
                {alertActionLabel}: <span className={styles.action}>{alert.action}</span>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
