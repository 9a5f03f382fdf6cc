import { clsx } from 'clsx';
import { hostingAutomationText, type ServerSummary as ServerSummaryFigures } from '../../../domain/hosting-automation';
import { StatTile } from '../../primitives/StatTile';
import * as styles from './ServerSummary.css';

export interface ServerSummaryProps {
  /** From `serverSummary(servers)` in domain/hosting-automation. */
  readonly summary: ServerSummaryFigures;
  readonly className?: string;
}

/**
 * The four cards above the server table: total, running, average CPU and total uptime. Two
 * across on a phone, four on a wide screen.
 */
export function ServerSummary({ summary, className }: ServerSummaryProps) {
  const text = hostingAutomationText.summary;
  const notRunning = summary.totalServers - summary.running;
  return (
    <div className={clsx(styles.root, className)} data-summary>
      <StatTile label={text.totalServers} value={summary.totalServers} hint="Under automated monitoring" />
      <StatTile
        label={text.running}
        value={summary.running}
        hint={notRunning === 0 ? 'Every server is up' : `${notRunning} need${notRunning === 1 ? 's' : ''} attention`}
      />
      <StatTile label={text.averageCpu} value={`${summary.averageCpu}%`} hint="Mean across all servers" />
      <StatTile label={text.totalUptime} value={summary.totalUptime} hint="Last 30 days" />
    </div>
  );
}
