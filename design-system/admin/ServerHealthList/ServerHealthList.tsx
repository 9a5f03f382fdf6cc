import { clsx } from 'clsx';
import { serverStatusTone, type Server } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import { UsageBar } from '../../primitives/UsageBar';
import { Card } from '../../primitives/Card';
import * as styles from './ServerHealthList.css';

const statusWords: Record<string, string> = { running: 'Running', stopped: 'Stopped', error: 'Error' };

export interface ServerHealthListProps {
  servers: readonly Server[];
  /** names the list for screen readers */
  label: string;
  className?: string;
}

/** Each server's status and load (the Overview's server health list, spec section 2). */
export function ServerHealthList({ servers, label, className }: ServerHealthListProps) {
  return (
    <ul className={clsx(styles.list, className)} aria-label={label}>
      {servers.map((server) => (
        <Card as="li" key={server.id} lift="none" padding="small" bodyClassName={styles.item}>
          <div className={styles.head}>
            <div>
              <div className={styles.name}>{server.name}</div>
              <div className={styles.meta}>
                {server.client} · {server.plan}
              </div>
            </div>
            <Badge tone={serverStatusTone(server.status)}>
              {statusWords[server.status] ?? server.status.charAt(0).toUpperCase() + server.status.slice(1)}
            </Badge>
          </div>
          <div className={styles.bars}>
            <UsageBar label="CPU" value={server.cpu} />
            <UsageBar label="Memory" value={server.memory} />
            <UsageBar label="Disk" value={server.disk} />
          </div>
          <div className={styles.meta}>
            Up {server.uptime} · checked {server.lastCheck}
          </div>
        </Card>
      ))}
    </ul>
  );
}
