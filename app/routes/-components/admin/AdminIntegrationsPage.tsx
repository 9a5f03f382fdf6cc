import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { relativeTimeLabel } from '../../../../domain/constants';
import { Banner, Button, Container, IntegrationStatusList, Spinner } from '../../../../design-system';
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
          {integrations.data ? (
            <IntegrationStatusList label="Integrations" headingLevel={2} integrations={integrations.data.integrations} />
          ) : integrations.isError ? (
            <Banner tone="critical" title="The integrations could not be checked.">
              The server did not answer. Try again in a moment.
            </Banner>
          ) : (
            <Spinner label="Checking integrations" showLabel />
          )}
        </div>
      </Container>
    </>
  );
}
