import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { HealthStatus } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import * as styles from './HealthBadge.css';

const tone = { healthy: 'positive', warning: 'caution', error: 'critical' } as const;
const icons = { healthy: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;
const defaultHealthLabels: Record<HealthStatus, string> = { healthy: 'Healthy', warning: 'Warning', error: 'Error' };

export interface HealthBadgeProps {
  status: HealthStatus;
  /** The word shown; by default Healthy, Warning or Error. The word, not the colour, carries the meaning. */
  label?: string;
  className?: string;
}

/** A health state as a coloured badge with an icon and a word (spec section 4: healthy, warning, else error). */
export function HealthBadge({ status, label, className }: HealthBadgeProps) {
  const Icon = icons[status];
  return (
    <Badge tone={tone[status]} className={className} icon={<Icon className={styles.icon} focusable="false" />}>
      {label ?? defaultHealthLabels[status]}
    </Badge>
  );
}
