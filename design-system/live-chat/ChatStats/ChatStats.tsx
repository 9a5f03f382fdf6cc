import { clsx } from 'clsx';
import { CircleCheck, Hourglass, MessagesSquare, Timer } from 'lucide-react';
import { StatTile } from '../../primitives/StatTile';
import * as styles from './ChatStats.css';

export interface ChatStatsLabels {
  readonly active: string;
  readonly waiting: string;
  readonly resolvedToday: string;
  readonly avgResponse: string;
}

export interface ChatStatsProps {
  readonly active: number;
  readonly waiting: number;
  readonly resolvedToday: number;
  /** already formatted, e.g. "2.3m" */
  readonly avgResponse: string;
  readonly labels: ChatStatsLabels;
  readonly className?: string;
}

/** The live chat dashboard's four tiles: active and waiting chats, resolved today, average response. */
export function ChatStats({ active, waiting, resolvedToday, avgResponse, labels, className }: ChatStatsProps) {
  const tiles = [
    { key: 'active', label: labels.active, value: active, Icon: MessagesSquare },
    { key: 'waiting', label: labels.waiting, value: waiting, Icon: Hourglass },
    { key: 'resolvedToday', label: labels.resolvedToday, value: resolvedToday, Icon: CircleCheck },
    { key: 'avgResponse', label: labels.avgResponse, value: avgResponse, Icon: Timer },
  ];
  return (
    <div className={clsx(styles.root, className)}>
      <ul className={styles.grid}>
        {tiles.map(({ key, label, value, Icon }) => (
          <li key={key} data-stat={key}>
            <StatTile
              className={styles.tile}
              label={label}
              value={value}
              icon={<Icon className={styles.icon} aria-hidden="true" focusable="false" />}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
