import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, CircleDashed, CircleStop, RotateCw, ScrollText, Settings } from 'lucide-react';
import { serverStatusTone, type Server, type ServerStatus } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import { UsageBar } from '../../primitives/UsageBar';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './ServerTable.css';

const statusIcons = {
  positive: CircleCheck,
  caution: CircleStop,
  critical: CircleAlert,
  neutral: CircleDashed,
} as const;

/** "running" -> "Running", "past_due" -> "Past due": the status in words, never colour alone. */
function serverStatusLabel(status: ServerStatus): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

/** A server's status: running (green), stopped (orange), error (red), anything else neutral. */
export function ServerStatusBadge({ status }: { readonly status: ServerStatus }) {
  const tone = serverStatusTone(status);
  const Icon = statusIcons[tone];
  return (
    <Badge tone={tone} icon={<Icon className={styles.icon} focusable="false" />} data-status={status}>
      {serverStatusLabel(status)}
    </Badge>
  );
}

export interface ServerTableProps {
  readonly servers: readonly Server[];
  /** Names the table and the card list. */
  readonly caption?: ReactNode;
  /** Keep the caption for screen readers only, when a visible heading already says it. */
  readonly hideCaption?: boolean;
  /** Servers whose restart is under way: their Restart button shows a spinner and ignores clicks. */
  readonly busyIds?: readonly string[];
  readonly onRestart?: (server: Server) => void;
  readonly onViewLogs?: (server: Server) => void;
  readonly onOpenSettings?: (server: Server) => void;
  /** Heading level of each server's name in the card layout. */
  readonly cardHeadingLevel?: 2 | 3 | 4;
  /** Shown instead of the table when there are no servers. */
  readonly emptyText?: ReactNode;
}

function ServerActions({
  server,
  busy,
  withText,
  onRestart,
  onViewLogs,
  onOpenSettings,
}: Pick<ServerTableProps, 'onRestart' | 'onViewLogs' | 'onOpenSettings'> & {
  readonly server: Server;
  readonly busy: boolean;
  readonly withText: boolean;
}) {
  // Icon-only in the table (named by aria-label); a word on cards, where three must share a
  // phone's width, with the server's name added for screen readers. Either way every button
  // says which server it acts on.
  const actions = [
    { key: 'restart', verb: 'Restart', name: `Restart ${server.name}`, Icon: RotateCw, onClick: onRestart, busy },
    {
      key: 'logs',
      verb: 'View logs',
      name: `View logs for ${server.name}`,
      Icon: ScrollText,
      onClick: onViewLogs,
      busy: false,
    },
    {
      key: 'settings',
      verb: 'Settings',
      name: `Settings for ${server.name}`,
      Icon: Settings,
      onClick: onOpenSettings,
      busy: false,
    },
  ];
  return (
    <div className={withText ? styles.cardActions : styles.actions}>
      {actions.map(({ key, verb, name, Icon, onClick, busy: actionBusy }) => (
        <Button
          key={key}
          tone={withText ? 'secondary' : 'ghost'}
          size="small"
          className={withText ? styles.textButton : styles.iconButton}
          loading={actionBusy}
          aria-label={withText ? undefined : name}
          title={withText ? undefined : name}
          data-action={key}
          onClick={() => onClick?.(server)}
        >
          {actionBusy || withText ? null : <Icon className={styles.icon} aria-hidden="true" focusable="false" />}
          {withText ? (
            <>
              {verb}
              <VisuallyHidden>{name.slice(verb.length)}</VisuallyHidden>
            </>
          ) : null}
        </Button>
      ))}
    </div>
  );
}

const usageColumns = [
  { key: 'cpu', label: 'CPU' },
  { key: 'memory', label: 'Memory' },
  { key: 'disk', label: 'Disk' },
] as const;

/**
 * The hosted servers: name, client and plan, status, CPU, memory and disk meters (coloured by
 * the usage bands, with the band in words), uptime, and restart / logs / settings actions.
 * A table where there is room for every column; cards where there is not.
 */
export function ServerTable({
  servers,
  caption = 'Servers',
  hideCaption = false,
  busyIds = [],
  onRestart,
  onViewLogs,
  onOpenSettings,
  cardHeadingLevel = 3,
  emptyText = 'No servers to show yet.',
}: ServerTableProps) {
  if (servers.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  const CardHeading = `h${cardHeadingLevel}` as const;
  const handlers = { onRestart, onViewLogs, onOpenSettings };
  return (
    <div className={styles.root}>
      <div className={styles.wide} data-layout="table">
        <Table caption={caption} hideCaption={hideCaption}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Server</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              {usageColumns.map((column) => (
                <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
              ))}
              <TableHeaderCell>Uptime</TableHeaderCell>
              <TableHeaderCell>
                <VisuallyHidden>Actions</VisuallyHidden>
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {servers.map((server) => (
              <TableRow key={server.id} data-server={server.id}>
                <TableHeaderCell scope="row">
                  <span className={styles.name}>{server.name}</span>
                  <span className={styles.detail}>
                    {server.client} · {server.plan}
                  </span>
                </TableHeaderCell>
                <TableCell>
                  <ServerStatusBadge status={server.status} />
                </TableCell>
                {usageColumns.map((column) => (
                  <TableCell key={column.key} className={styles.usageCell}>
                    <UsageBar
                      label={<VisuallyHidden>{`${column.label} of ${server.name}`}</VisuallyHidden>}
                      value={server[column.key]}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <span className={styles.name}>{server.uptime}</span>
                  <span className={styles.detail}>Checked {server.lastCheck}</span>
                </TableCell>
                <TableCell>
                  <ServerActions server={server} busy={busyIds.includes(server.id)} withText={false} {...handlers} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className={styles.narrow} aria-label={typeof caption === 'string' ? caption : undefined} data-layout="cards">
        {servers.map((server) => (
          <Card as="li" key={server.id} padding="small" bodyClassName={styles.card} data-server={server.id}>
            <div className={styles.cardHeader}>
              <div>
                <CardHeading className={styles.cardTitle}>{server.name}</CardHeading>
                <span className={styles.detail}>
                  {server.client} · {server.plan}
                </span>
              </div>
              <ServerStatusBadge status={server.status} />
            </div>
            {usageColumns.map((column) => (
              <UsageBar
                key={column.key}
                label={
                  <>
                    {column.label}
                    <VisuallyHidden>{` of ${server.name}`}</VisuallyHidden>
                  </>
                }
                value={server[column.key]}
              />
            ))}
            <p className={styles.cardUptime}>
              <span>
                Uptime <span className={styles.cardUptimeValue}>{server.uptime}</span>
              </span>
              <span>Checked {server.lastCheck}</span>
            </p>
            <ServerActions server={server} busy={busyIds.includes(server.id)} withText {...handlers} />
          </Card>
        ))}
      </ul>
    </div>
  );
}
