import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, BookedCalls, Container, Spinner } from '../../../../design-system';
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
          {bookings.data ? (
            <BookedCalls
              calls={bookings.data.calls}
              blockedDays={bookings.data.blockedDays}
              cancelling={cancelling}
              onCancel={(reference) => change.mutate({ action: 'cancel', reference })}
              onBlock={(date, note) => change.mutate({ action: 'block', date, ...(note ? { note } : {}) })}
              onUnblock={(date) => change.mutate({ action: 'unblock', date })}
            />
          ) : bookings.isError ? (
            <Banner tone="critical" title="The bookings could not be read.">
              The server did not answer. Try again in a moment.
            </Banner>
          ) : (
            <Spinner label="Reading the bookings" showLabel />
          )}
        </div>
      </Container>
    </>
  );
}
