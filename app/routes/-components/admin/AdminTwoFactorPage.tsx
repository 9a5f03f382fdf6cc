import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, Container, QueryState, TwoFactorSettings } from '../../../../design-system';
import { loadMessages, messages } from '../../../../domain/messages';
import type { AdminSecondFactorRequest, AdminSecondFactorResponse } from '../../../../domain/api';
import { useAdminSession } from '../../../admin/AdminSession';
import { api, ApiError } from '../../../api/client';
import { secondFactorQuery } from '../../../api/queries';
import { useStepUp } from '../../../admin/useStepUp';
import { AdminPageHeader } from './AdminPageHeader';
import * as styles from './admin.css';

type Change = AdminSecondFactorRequest | { action: 'passkey_add'; name: string };

/**
 * /admin/two-factor: the signed-in admin's own second factors. Adding a passkey is two calls
 * around the browser's own dialog: a challenge (`passkey_options`), `startRegistration`, and the
 * new credential back (`passkey_register`). Every change asks "Confirm it's you" first when the
 * sign-in is not recent (useStepUp).
 */
export function AdminTwoFactorPage() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const query = secondFactorQuery(token);
  const status = useQuery(query);
  const [shown, setShown] = useState<Pick<AdminSecondFactorResponse, 'totpSetup' | 'newRecoveryCodes'>>({});
  const { withStepUp, dialog } = useStepUp(token, { totpAvailable: status.data?.totp.enrolled ?? false });
  const send = (action: AdminSecondFactorRequest) => withStepUp(() => api.adminSecondFactor(action, { token }), 'change how you sign in');
  const change = useMutation({
    mutationFn: async (action: Change): Promise<AdminSecondFactorResponse> => {
      if (action.action !== 'passkey_add') return send(action);
      const { passkeyOptions } = await send({ action: 'passkey_options' });
      const { startRegistration } = await import('@simplewebauthn/browser');
      const attestation = await startRegistration({ optionsJSON: passkeyOptions as never });
      return send({ action: 'passkey_register', name: action.name, attestation: attestation as never });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(query.queryKey, data);
      setShown((before) => ({
        totpSetup: data.totpSetup ?? (data.totp.enrolled ? undefined : before.totpSetup),
        newRecoveryCodes: data.newRecoveryCodes ?? before.newRecoveryCodes,
      }));
    },
  });
  const error = change.isError
    ? change.error instanceof ApiError
      ? change.error.message
      : change.error instanceof Error && change.error.name === 'NotAllowedError'
        ? 'The passkey was not added: the browser dialog was closed or timed out.'
        : 'The server did not answer. Reload the page and try again.'
    : null;
  return (
    <>
      <AdminPageHeader path="/admin/two-factor" />
      <Container className={styles.body}>
        <div className={styles.section}>
          <QueryState query={status} loading="Reading your sign-in settings" error="Your sign-in settings could not be read." errorDetail={loadMessages.serverDidNotAnswer}>
            {(data) => (
              <>
                {data.enrolmentRequired ? <Banner tone="info" title={messages.secondFactorEnrolmentRequired} role="status" /> : null}
                <TwoFactorSettings
                  status={data}
                  totpSetup={shown.totpSetup}
                  newRecoveryCodes={shown.newRecoveryCodes}
                  error={error}
                  busy={change.isPending}
                  onBeginTotp={() => change.mutate({ action: 'totp_begin' })}
                  onConfirmTotp={(code) => change.mutate({ action: 'totp_confirm', code })}
                  onRemoveTotp={() => change.mutate({ action: 'totp_remove' })}
                  onRegenerateCodes={() => change.mutate({ action: 'recovery_regenerate' })}
                  onCodesSaved={() => setShown((before) => ({ ...before, newRecoveryCodes: undefined }))}
                  onAddPasskey={(name) => change.mutate({ action: 'passkey_add', name })}
                  onRenamePasskey={(id, name) => change.mutate({ action: 'passkey_rename', id, name })}
                  onRemovePasskey={(id) => change.mutate({ action: 'passkey_remove', id })}
                />
              </>
            )}
          </QueryState>
        </div>
      </Container>
      {dialog}
    </>
  );
}
