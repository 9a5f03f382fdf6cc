import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import * as styles from './SampleDataLabel.css';

const sampleDataText = 'Sample data';

export interface SampleDataLabelProps {
  /** what is sample and why, in a few words ("Demonstration servers, not monitored machines") */
  detail?: ReactNode;
  className?: string;
}

/**
 * The visible mark on a figure, list or table that is sample data by the spec (servers, rules,
 * the sample customers), so no one takes it for something that happened. Never on a real figure.
 */
export function SampleDataLabel({ detail, className }: SampleDataLabelProps) {
  return (
    <span className={clsx(styles.root, className)}>
      <Badge tone="info" icon={<FlaskConical size="1em" focusable="false" />}>
        {sampleDataText}
      </Badge>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </span>
  );
}
