import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner, Container, SecurityEventLog, Spinner } from '../../../../design-system';
import type { SecurityEventType } from '../../../../domain/security-events';
import { useAdminSession } from '../../../admin/AdminSession';
import { securityEventsQuery } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

/** /admin/security: the security event log (sign-ins, refused calls, admin actions), by kind. */
export function AdminSecurityPage() {
  const { token } = useAdminSession();
  const [type, setType] = useState<SecurityEventType | undefined>(undefined);
  const events = useQuery(securityEventsQuery(token, type));
  return (
    <>
      <AdminPageHeader path="/admin/security" />
      <Container className={styles.body}>
        <div className={styles.section}>
          {events.data ? (
            <SecurityEventLog events={events.data.events} lastDay={events.data.lastDay} type={type} onTypeChange={setType} />
          ) : events.isError ? (
            <Banner tone="critical" title="The security log could not be read.">
              The server did not answer. Try again in a moment.
            </Banner>
          ) : (
            <Spinner label="Reading the security log" showLabel />
          )}
        </div>
      </Container>
    </>
  );
}
