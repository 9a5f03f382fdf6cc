import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Server } from '../../../../domain/entities';
import {
  hostingAutomationAnnouncements as say,
  hostingAutomationTabs,
  hostingAutomationText,
  restartedServer,
  restartingStatus,
  sampleServerLogs,
  serverRestartMs,
  serverSummary,
} from '../../../../domain/hosting-automation';
import { sampleServers } from '../../../../domain/samples/hosting-automation';
import { Button, Dialog, ServerStatusBadge, ServerSummary, ServerTable, Text } from '../../../../design-system';
import type { Announce } from './announcer';
import { PanelHeader } from './PanelHeader';
import * as styles from './HostingAutomation.css';

type Opened = { readonly kind: 'logs' | 'settings'; readonly server: Server } | null;

/**
 * Server Monitoring: the summary cards and the server table, on sample servers kept in page
 * memory. Restart is simulated (restarting, then running after a moment); logs and settings
 * open dialogs with the server's sample log lines and details.
 */
export function ServerMonitoringPanel({ announce }: { readonly announce: Announce }) {
  const [servers, setServers] = useState<readonly Server[]>(sampleServers);
  const [busyIds, setBusyIds] = useState<readonly string[]>([]);
  const [opened, setOpened] = useState<Opened>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // Leaving the page cancels restarts still under way.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const restart = (server: Server) => {
    if (busyIds.includes(server.id)) return;
    setBusyIds((ids) => [...ids, server.id]);
    setServers((list) => list.map((s) => (s.id === server.id ? { ...s, status: restartingStatus } : s)));
    announce(say.restarting(server.name));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setServers((list) => list.map((s) => (s.id === server.id ? restartedServer(s) : s)));
      setBusyIds((ids) => ids.filter((id) => id !== server.id));
      announce(say.restarted(server.name));
    }, serverRestartMs);
    timers.current.add(timer);
  };

  const current = opened ? (servers.find((s) => s.id === opened.server.id) ?? opened.server) : null;

  return (
    <div className={styles.panel}>
      <PanelHeader title={hostingAutomationTabs[0].label} intro={hostingAutomationText.panels.monitoring} />
      <ServerSummary summary={serverSummary(servers)} />
      <ServerTable
        servers={servers}
        caption={hostingAutomationText.serverTableCaption}
        busyIds={busyIds}
        onRestart={restart}
        onViewLogs={(server) => setOpened({ kind: 'logs', server })}
        onOpenSettings={(server) => setOpened({ kind: 'settings', server })}
      />
      <Dialog
        open={opened?.kind === 'logs'}
        onOpenChange={(open) => (open ? undefined : setOpened(null))}
        title={current ? `Logs for ${current.name}` : 'Logs'}
        description="The latest entries, times in UTC. Sample log lines for this demonstration."
        size="large"
        fullScreenOnMobile
        footer={
          <Button tone="secondary" onClick={() => setOpened(null)}>
            Done
          </Button>
        }
      >
        {current ? <pre className={styles.logs}>{sampleServerLogs(current).join('\n')}</pre> : null}
      </Dialog>
      <Dialog
        open={opened?.kind === 'settings'}
        onOpenChange={(open) => (open ? undefined : setOpened(null))}
        title={current ? `Settings for ${current.name}` : 'Settings'}
        description="How this server is set up. Changes to a live server go through your account manager."
        footer={
          <>
            <Button tone="ghost" asChild>
              <Link to="/hosting">Compare hosting plans</Link>
            </Button>
            <Button tone="secondary" onClick={() => setOpened(null)}>
              Done
            </Button>
          </>
        }
      >
        {current ? (
          <dl className={styles.facts}>
            <dt className={styles.term}>Status</dt>
            <dd className={styles.definition}>
              <ServerStatusBadge status={current.status} />
            </dd>
            <dt className={styles.term}>Client</dt>
            <dd className={styles.definition}>{current.client}</dd>
            <dt className={styles.term}>Plan</dt>
            <dd className={styles.definition}>{current.plan}</dd>
            <dt className={styles.term}>Uptime</dt>
            <dd className={styles.definition}>{current.uptime}</dd>
            <dt className={styles.term}>Last check</dt>
            <dd className={styles.definition}>{current.lastCheck}</dd>
            <dt className={styles.term}>Server ID</dt>
            <dd className={styles.definition}>
              <Text as="span" size="small">
                {current.id}
              </Text>
            </dd>
          </dl>
        ) : null}
      </Dialog>
    </div>
  );
}
