import { clsx } from 'clsx';
import type { IntegrationStatus } from '../../../domain/api';
import { Badge } from '../../primitives/Badge';
import { HealthBadge } from '../HealthBadge';
import { Card } from '../../primitives/Card';
import * as styles from './IntegrationStatusList.css';

export interface IntegrationStatusListProps {
  integrations: readonly IntegrationStatus[];
  label: string;
  /** the outline level of each service's name: 3 under a section heading, 2 straight under the h1 */
  headingLevel?: 2 | 3;
  className?: string;
}

function Reachability({ integration }: { integration: IntegrationStatus }) {
  if (integration.reachable === null) return <Badge tone="neutral">Not checked</Badge>;
  return integration.reachable ? (
    <HealthBadge status="healthy" label={integration.latencyMs !== null ? `Reachable, ${integration.latencyMs} ms` : 'Reachable'} />
  ) : (
    <HealthBadge status="error" label="Unreachable" />
  );
}

/** Whether each dependency is configured and reachable; never a key (spec: /admin/integrations). */
export function IntegrationStatusList({ integrations, label, headingLevel = 3, className }: IntegrationStatusListProps) {
  const Name = `h${headingLevel}` as const;
  return (
    <ul className={clsx(styles.list, className)} aria-label={label}>
      {integrations.map((integration) => (
        <Card as="li" key={integration.id} bodyClassName={styles.card}>
          <Name className={styles.name}>{integration.name}</Name>
          <dl className={styles.facts}>
            <dt className={styles.term}>Configured</dt>
            <dd className={styles.value}>
              {integration.configured ? <HealthBadge status="healthy" label="Yes" /> : <HealthBadge status="warning" label="No" />}
            </dd>
            <dt className={styles.term}>Connection</dt>
            <dd className={styles.value}>
              <Reachability integration={integration} />
            </dd>
            {integration.mode ? (
              <>
                <dt className={styles.term}>Mode</dt>
                <dd className={styles.value}>
                  <Badge tone={integration.mode === 'live' ? 'brand' : 'info'}>{integration.mode === 'live' ? 'Live' : 'Test'}</Badge>
                </dd>
              </>
            ) : null}
          </dl>
          <p className={styles.detail}>{integration.detail}</p>
        </Card>
      ))}
    </ul>
  );
}
