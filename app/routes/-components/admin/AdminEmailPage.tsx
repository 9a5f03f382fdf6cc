import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, Container, MailOutbox, QueryState } from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
import { useAdminSession } from '../../../admin/AdminSession';
import { api } from '../../../api/client';
import { mailOutboxQuery } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

/** /admin/email: the mail outbox, with retry of a failed message. */
export function AdminEmailPage() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const query = mailOutboxQuery(token);
  const outbox = useQuery(query);
  const retry = useMutation({
    mutationFn: (id: number) => api.adminMailOutbox({ action: 'retry', id }, { token }),
    onSuccess: (data) => queryClient.setQueryData(query.queryKey, data),
  });
  return (
    <>
      <AdminPageHeader path="/admin/email" />
      <Container className={styles.body}>
        <div className={styles.section}>
          {retry.isError ? (
            <Banner tone="critical" title="The message could not be queued again.">
              Reload the page and try again.
            </Banner>
          ) : null}
          <QueryState query={outbox} loading="Reading the outbox" error="The outbox could not be read." errorDetail={loadMessages.serverDidNotAnswer}>
            {(data) => <MailOutbox {...data} onRetry={(id) => retry.mutate(id)} retrying={retry.isPending ? retry.variables : undefined} />}
          </QueryState>
        </div>
      </Container>
    </>
  );
}
