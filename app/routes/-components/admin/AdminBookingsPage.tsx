import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, BookedCalls, Container, QueryState } from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
import type { AdminBookingsRequest } from '../../../../domain/api';
import { useAdminSession } from '../../../admin/AdminSession';
import { api, ApiError } from '../../../api/client';
import { bookingsQuery } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

/** /admin/bookings: upcoming calls in date order, cancelling one (the visitor is emailed), blocked days. */
export function AdminBookingsPage() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const query = bookingsQuery(token);
  const bookings = useQuery(query);
  const change = useMutation({
    mutationFn: (action: AdminBookingsRequest) => api.adminBookings(action, { token }),
    onSuccess: (data) => queryClient.setQueryData(query.queryKey, data),
  });
  const cancelling = change.isPending && change.variables.action === 'cancel' ? change.variables.reference : undefined;
  return (
    <>
      <AdminPageHeader path="/admin/bookings" />
      <Container className={styles.body}>
        <div className={styles.section}>
          {change.isError ? (
            <Banner tone="critical" title="That change did not go through.">
              {change.error instanceof ApiError ? change.error.message : 'The server did not answer. Reload the page and try again.'}
            </Banner>
          ) : null}
          {change.isSuccess && change.data.cancelled ? (
            <Banner tone="positive" title="The call is cancelled.">
              The visitor is emailed a cancellation (see Email for when it goes out), and the slot is free again on the booking page.
            </Banner>
          ) : null}
          <QueryState query={bookings} loading="Reading the bookings" error="The bookings could not be read." errorDetail={loadMessages.serverDidNotAnswer}>
            {(data) => (
              <BookedCalls
                calls={data.calls}
                blockedDays={data.blockedDays}
                cancelling={cancelling}
                onCancel={(reference) => change.mutate({ action: 'cancel', reference })}
                onBlock={(date, note) => change.mutate({ action: 'block', date, ...(note ? { note } : {}) })}
                onUnblock={(date) => change.mutate({ action: 'unblock', date })}
              />
            )}
          </QueryState>
        </div>
      </Container>
    </>
  );
}
