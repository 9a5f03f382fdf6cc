import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, CircleHelp, TriangleAlert } from 'lucide-react';
import type { HealthStatus } from '../../../domain/entities';
import * as styles from './SystemStatus.css';

export interface SystemStatusProps {
  /** `unknown` while the first check is under way or when it could not be made */
  status: HealthStatus | 'unknown';
  /** 'All Systems Operational', or what is wrong */
  label: string;
  /** small print after the label ("checked 2m ago") */
  detail?: ReactNode;
  className?: string;
}

const icons = { healthy: CircleCheck, warning: TriangleAlert, error: CircleAlert, unknown: CircleHelp } as const;

/** The dashboard's one-line system state (spec section 2: 'All Systems Operational'). */
export function SystemStatus({ status, label, detail, className }: SystemStatusProps) {
  const Icon = icons[status];
  return (
    <p role="status" className={clsx(styles.root({ status }), className)} data-status={status}>
      <Icon className={styles.icon({ status })} aria-hidden="true" focusable="false" />
      <span>{label}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </p>
  );
}
