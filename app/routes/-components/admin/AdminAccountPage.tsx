import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminInvitations, Banner, Container, PasswordChangeForm, QueryState, SessionList } from '../../../../design-system';
import { loadMessages } from '../../../../domain/messages';
import type { AdminAccountRequest } from '../../../../domain/api';
import { waitLabel } from '../../../../domain/constants';
import { useAdminSession } from '../../../admin/AdminSession';
import { api, ApiError } from '../../../api/client';
import { accountQuery } from '../../../api/queries';
import { useStepUp } from '../../../admin/useStepUp';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

function problemOf(error: unknown, what: string): { title: string; message?: string } {
  if (error instanceof ApiError) {
    if (error.isRateLimited) {
      return { title: 'Too many wrong passwords.', message: error.retryAfter !== undefined ? `Wait ${waitLabel(error.retryAfter)} before trying again.` : 'Wait a while before trying again.' };
    }
    if (error.kind === 'http' && error.status < 500) return { title: error.message };
  }
  return { title: `${what} did not go through.`, message: 'The server did not answer. Try again in a moment.' };
}

/**
 * /admin/account: the signed-in admin's password and sessions, the admins, and inviting another
 * admin (the link is shown once; emailed when the server has SMTP). Changing the password and
 * inviting need a recent sign-in: otherwise "Confirm it's you" first (useStepUp).
 */
export function AdminAccountPage() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const query = accountQuery(token);
  const account = useQuery(query);
  const { withStepUp, dialog } = useStepUp(token);
  const mutate = (action: AdminAccountRequest) => api.adminAccount(action, { token });
  const onSuccess = (data: Awaited<ReturnType<typeof mutate>>) => queryClient.setQueryData(query.queryKey, data);
  // changing the password and inviting ask "Confirm it's you" when the sign-in is not recent
  const password = useMutation({ mutationFn: (action: AdminAccountRequest) => withStepUp(() => mutate(action), 'change your password'), onSuccess });
  const sessions = useMutation({ mutationFn: mutate, onSuccess });
  const invitations = useMutation({
    mutationFn: (action: AdminAccountRequest) => (action.action === 'invite' ? withStepUp(() => mutate(action), 'invite an admin') : mutate(action)),
    onSuccess,
  });

  const ending = sessions.isPending ? (sessions.variables.action === 'end_session' ? sessions.variables.sessionId : 'others') : undefined;
  const inviting = invitations.isPending && invitations.variables.action === 'invite';
  const revoking = invitations.isPending && invitations.variables.action === 'revoke_invitation' ? invitations.variables.invitationId : undefined;
  const invited = invitations.isSuccess && invitations.variables.action === 'invite' ? invitations.data.invited : undefined;

  return (
    <>
      <AdminPageHeader path="/admin/account" />
      <Container className={styles.body}>
        <QueryState query={account} loading="Reading your account" error="Your account could not be read." errorDetail={loadMessages.serverDidNotAnswer}>
          {(data) => (
            <div className={styles.section}>
              <p className={styles.muted}>
                Signed in as {data.me.name} ({data.me.email}).
              </p>
              <div className={styles.twoColumns}>
                <PasswordChangeForm
                  onSubmit={(change) => password.mutate({ action: 'change_password', ...change })}
                  submitting={password.isPending}
                  error={password.isError ? problemOf(password.error, 'The change') : null}
                  changed={password.isSuccess ? { sessionsEnded: password.data.sessionsEnded ?? 0 } : null}
                />
                <div className={styles.section}>
                  {sessions.isError ? (
                    <Banner tone="critical" title={problemOf(sessions.error, 'Ending the session').title} role="alert">
                      {problemOf(sessions.error, 'Ending the session').message}
                    </Banner>
                  ) : null}
                  {sessions.isSuccess ? (
                    <Banner tone="positive" title={`${sessions.data.sessionsEnded ?? 0} ${sessions.data.sessionsEnded === 1 ? 'session' : 'sessions'} ended.`} role="status">
                      That browser is signed out: its next page asks for the password.
                    </Banner>
                  ) : null}
                  <SessionList
                    sessions={data.sessions}
                    ending={ending}
                    onEnd={(sessionId) => sessions.mutate({ action: 'end_session', sessionId })}
                    onEndOthers={() => sessions.mutate({ action: 'end_other_sessions' })}
                  />
                </div>
              </div>
              <AdminInvitations
                admins={data.admins}
                invitations={data.invitations}
                onInvite={({ email, name }) => invitations.mutate({ action: 'invite', email, name })}
                inviting={inviting}
                invited={invited ?? null}
                error={invitations.isError ? problemOf(invitations.error, 'The invitation') : null}
                onRevoke={(invitationId) => invitations.mutate({ action: 'revoke_invitation', invitationId })}
                revoking={revoking}
              />
            </div>
          )}
        </QueryState>
      </Container>
      {dialog}
    </>
  );
}
