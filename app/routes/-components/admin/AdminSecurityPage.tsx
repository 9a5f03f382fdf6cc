import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Container, QueryState, SecurityEventLog } from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
import type { SecurityEventType } from '../../../../domain/security-events';
import { useAdminSession } from '../../../admin/AdminSession';
import { api } from '../../../api/client';
import { securityEventsQuery } from '../../../api/queries';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

/** /admin/security: the security event log (sign-ins, refused calls, admin actions), by kind and by client. */
export function AdminSecurityPage() {
  const { token } = useAdminSession();
  const [type, setType] = useState<SecurityEventType | undefined>(undefined);
  const [client, setClient] = useState<string | undefined>(undefined);
  // the last answer stays on screen while the next filter loads, so the filters keep their focus
  const events = useQuery({ ...securityEventsQuery(token, type, api, client), placeholderData: keepPreviousData });
  return (
    <>
      <AdminPageHeader path="/admin/security" />
      <Container className={styles.body}>
        <div className={styles.section}>
          <QueryState query={events} loading="Reading the security log" error="The security log could not be read." errorDetail={loadMessages.serverDidNotAnswer}>
            {(data) => <SecurityEventLog events={data.events} lastDay={data.lastDay} type={type} onTypeChange={setType} client={client} onClientChange={setClient} />}
          </QueryState>
        </div>
      </Container>
    </>
  );
}
