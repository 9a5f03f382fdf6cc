import { useQuery } from '@tanstack/react-query';
import { Container, QueryState, SubscriptionTable } from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
import { useAdminSession } from '../../../admin/AdminSession';
import { subscriptionsQuery } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

/** /admin/subscriptions: what Stripe's webhook recorded, and an honest empty state before it has. */
export function AdminSubscriptionsPage() {
  const { token } = useAdminSession();
  const subscriptions = useQuery(subscriptionsQuery(token));
  return (
    <>
      <AdminPageHeader path="/admin/subscriptions" />
      <Container className={styles.body}>
        <div className={styles.section}>
          <QueryState
            query={subscriptions}
            loading="Reading the subscriptions"
            error="The subscriptions could not be read."
            errorDetail={`The server did not answer. ${loadMessages.theyRetry}`}
          >
            {(data) => <SubscriptionTable subscriptions={data.subscriptions} webhookConfigured={data.webhookConfigured} />}
          </QueryState>
        </div>
      </Container>
    </>
  );
}
