import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Container, QueryState, SecurityEventLog } from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
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
          <QueryState query={events} loading="Reading the security log" error="The security log could not be read." errorDetail={loadMessages.serverDidNotAnswer}>
            {(data) => <SecurityEventLog events={data.events} lastDay={data.lastDay} type={type} onTypeChange={setType} />}
          </QueryState>
        </div>
      </Container>
    </>
  );
}
