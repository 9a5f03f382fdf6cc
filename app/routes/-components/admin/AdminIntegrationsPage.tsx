import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { relativeTimeLabel } from '../../../../domain/constants';
import { Button, Container, IntegrationStatusList, QueryState } from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
import { useAdminSession } from '../../../admin/AdminSession';
import { integrationsQuery } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

/** /admin/integrations: configured and reachable, for Stripe, its webhook, OpenAI and the database. Never a secret. */
export function AdminIntegrationsPage() {
  const { token } = useAdminSession();
  const integrations = useQuery(integrationsQuery(token));
  return (
    <>
      <AdminPageHeader path="/admin/integrations" />
      <Container className={styles.body}>
        <div className={styles.section}>
          <div className={styles.sectionHead}>
            <p className={styles.muted}>
              {integrations.data ? (
                <>
                  Checked <time dateTime={integrations.data.checkedAt}>{relativeTimeLabel(integrations.data.checkedAt, Date.now()).toLowerCase()}</time>. Keys are
                  never shown here: set them in the server's environment.
                </>
              ) : (
                "Keys are never shown here: set them in the server's environment."
              )}
            </p>
            <Button tone="secondary" size="small" onClick={() => void integrations.refetch()} loading={integrations.isFetching}>
              <RefreshCw aria-hidden="true" focusable="false" />
              Check again
            </Button>
          </div>
          <QueryState query={integrations} loading="Checking integrations" error="The integrations could not be checked." errorDetail={loadMessages.serverDidNotAnswer}>
            {(data) => <IntegrationStatusList label="Integrations" headingLevel={2} integrations={data.integrations} />}
          </QueryState>
        </div>
      </Container>
    </>
  );
}
