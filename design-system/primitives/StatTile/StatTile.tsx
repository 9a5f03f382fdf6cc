import type { ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '../Card';
import * as styles from './StatTile.css';

export interface StatTrend {
  direction: 'up' | 'down' | 'flat';
  /** The change in words, read as is ("+12% vs last month"). */
  label: string;
  /** Whether this change is good news; by default up is good, down is bad. */
  tone?: 'positive' | 'critical' | 'neutral';
}

export interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  /** Small print under the value ("Last 30 days"). */
  hint?: ReactNode;
  trend?: StatTrend;
  /** Decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  className?: string;
}

const trendIcons = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;
const defaultTrendTone = { up: 'positive', down: 'critical', flat: 'neutral' } as const;

/** One headline figure on a dashboard: label, value, and what changed. */
export function StatTile({ label, value, hint, trend, icon, className }: StatTileProps) {
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  return (
    <Card className={className} bodyClassName={styles.body}>
      <dl className={styles.root}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {icon ? (
          <dd className={styles.icon} aria-hidden="true">
            {icon}
          </dd>
        ) : null}
        {trend || hint ? (
          <dd className={styles.meta}>
            {trend && TrendIcon ? (
              <span className={styles.trend({ tone: trend.tone ?? defaultTrendTone[trend.direction] })}>
                <TrendIcon className={styles.trendIcon} aria-hidden="true" focusable="false" />
                {trend.label}
              </span>
            ) : null}
            {hint ? <span>{hint}</span> : null}
          </dd>
        ) : null}
      </dl>
    </Card>
  );
}
