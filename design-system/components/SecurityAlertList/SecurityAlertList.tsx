import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { Alert, AlertType } from '../../../domain/entities';
import * as styles from './SecurityAlertList.css';

const icons = { info: Info, warning: TriangleAlert, success: CircleCheck, error: CircleAlert } as const;
const words: Record<AlertType, string> = { info: 'Info', warning: 'Warning', success: 'All clear', error: 'Critical' };

export interface SecurityAlertListProps {
  alerts: readonly Alert[];
  label: string;
  className?: string;
}

/** Alerts with their kind in words, when, and the suggested next step (spec section 3: Alert). */
export function SecurityAlertList({ alerts, label, className }: SecurityAlertListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {alerts.map((alert, index) => {
        const Icon = icons[alert.type];
        return (
          <li key={`${index}-${alert.message}`} className={styles.item({ type: alert.type })}>
            <Icon className={styles.icon({ type: alert.type })} aria-hidden="true" focusable="false" />
            <div className={styles.body}>
              <span className={styles.message}>{alert.message}</span>
              <span className={styles.meta}>
                <span className={styles.kind}>{words[alert.type]}</span>
                <span>{alert.time}</span>
                <span>Next step: {alert.action}</span>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
