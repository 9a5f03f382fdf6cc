import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { usageBand, type UsageBand } from '../../../domain/constants';
import * as styles from './UsageBar.css';

/** Words for each band, so the reading never depends on colour alone (WCAG 1.4.1). */
const defaultUsageBandLabels: Record<UsageBand, string> = {
  positive: 'Normal',
  caution: 'Elevated',
  critical: 'High',
};

export interface UsageBarProps {
  /** What is measured ("CPU", "Memory", "Disk"): the meter's accessible name. */
  label: ReactNode;
  /** Percent used, 0-100; out-of-range values are clamped. */
  value: number;
  bandLabels?: Record<UsageBand, string>;
  className?: string;
}

/**
 * Resource usage as a meter, coloured by the spec's bands (over 80 critical, over 60 caution,
 * otherwise positive; thresholds from domain/constants `usageBand`).
 */
export function UsageBar({ label, value, bandLabels = defaultUsageBandLabels, className }: UsageBarProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  const band = usageBand(percent);
  const reading = `${percent}% · ${bandLabels[band]}`;
  return (
    <div className={clsx(styles.root, className)} data-band={band}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.reading({ band })} aria-hidden="true">
          {reading}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${bandLabels[band].toLowerCase()}`}
        className={styles.track}
      >
        <div className={styles.fill({ band })} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
