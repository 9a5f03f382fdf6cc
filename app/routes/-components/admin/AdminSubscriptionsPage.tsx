import { useQuery } from '@tanstack/react-query';
import { Banner, Container, Spinner, SubscriptionTable } from '../../../../design-system';
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
          {subscriptions.data ? (
            <SubscriptionTable subscriptions={subscriptions.data.subscriptions} webhookConfigured={subscriptions.data.webhookConfigured} />
          ) : subscriptions.isError ? (
            <Banner tone="critical" title="The subscriptions could not be read.">
              The server did not answer. They will be tried again shortly.
            </Banner>
          ) : (
            <Spinner label="Reading the subscriptions" showLabel />
          )}
        </div>
      </Container>
    </>
  );
}
