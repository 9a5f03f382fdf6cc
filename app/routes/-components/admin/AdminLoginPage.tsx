import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { waitLabel } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import { LoginForm, SecondFactorForm, type LoginCredentials, type LoginFormError, type SecondFactorCode } from '../../../../design-system';
import type { AdminSessionResponse, SecondFactorChallenge } from '../../../../domain/api';
import { needsSecondFactor } from '../../../../domain/admin-sign-in';
import { readKnownDevice, writeKnownDevice, writeStoredSession } from '../../../admin/session';
import { ApiError } from '../../../api/errors';
import { AdminPageHeaderPublic } from './AdminPageHeaderPublic';
import * as styles from './admin.css';

/** What to tell the admin about a failed sign-in. */
function loginErrorOf(error: unknown): LoginFormError {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { title: messages.adminLoginUnreachable };
    if (error.isRateLimited) {
      return {
        title: messages.adminLoginTooManyAttempts,
        message: error.retryAfter !== undefined ? `Please wait ${waitLabel(error.retryAfter)} before trying again.` : 'Please wait a while before trying again.',
      };
    }
    if (error.kind === 'http' && error.status === 401) return { title: error.call === 'adminLoginSecondFactor' ? error.message : messages.adminLoginFailed };
    if (error.kind === 'http' && error.status === 400) return { title: error.message };
    if (error.kind === 'http' && error.status === 503) return { title: messages.databaseUnavailable };
  }
  return { title: messages.adminLoginError };
}

/**
 * /admin/login: signs in with admin-login, keeps the session in browser storage (token, user,
 * last activity; spec section 3) and goes back to where the guard sent the admin from.
 */
export function AdminLoginPage({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginFormError | null>(null);
  /** the right password of an admin with a second factor: the second step */
  const [pending, setPending] = useState<SecondFactorChallenge | null>(null);

  async function admit(answer: AdminSessionResponse) {
    writeStoredSession({ token: answer.token, user: answer.user, lastActivity: Date.now() });
    writeKnownDevice(answer.knownDevice);
    await navigate({ href: redirect ?? '/admin', replace: true });
  }
  function fail(caught: unknown) {
    if (!(caught instanceof ApiError) || caught.kind !== 'http' || caught.status >= 500) console.error('[admin-login] sign-in failed', caught);
    const ended = caught instanceof ApiError && caught.kind === 'http' && caught.status === 401 && caught.message === messages.secondFactorEnded;
    if (ended) setPending(null);
    setError(loginErrorOf(caught));
    setSubmitting(false);
  }

  async function signIn(credentials: LoginCredentials) {
    setSubmitting(true);
    setError(null);
    try {
      // The client (with zod) is loaded by the first sign-in, not with the page.
      const { api } = await import('../../../api/client');
      const knownDevice = readKnownDevice();
      const answer = await api.adminLogin({ ...credentials, ...(knownDevice ? { knownDevice } : {}) });
      if (needsSecondFactor(answer)) {
        setPending(answer);
        setSubmitting(false);
        return;
      }
      await admit(answer);
    } catch (caught) {
      fail(caught);
    }
  }

  async function secondFactor(send: () => Promise<AdminSessionResponse>) {
    setSubmitting(true);
    setError(null);
    try {
      await admit(await send());
    } catch (caught) {
      fail(caught);
    }
  }

  const submitCode = (code: SecondFactorCode) =>
    secondFactor(async () => {
      const { api } = await import('../../../api/client');
      return api.adminLoginSecondFactor({ pendingToken: pending!.pendingToken, ...code });
    });

  async function signInWithPasskey() {
    if (!pending?.passkeyOptions) return;
    setError(null);
    let assertion;
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      assertion = await startAuthentication({ optionsJSON: pending.passkeyOptions as never });
    } catch (caught) {
      // cancelled, timed out, or no passkey on this device: nothing was sent, nothing counted
      console.warn('[admin-login] passkey not used', caught);
      setError({ title: 'The passkey was not used.', message: 'Try again, or use a code.' });
      return;
    }
    await secondFactor(async () => {
      const { api } = await import('../../../api/client');
      return api.adminLoginSecondFactor({ pendingToken: pending.pendingToken, method: 'passkey', assertion: assertion as never });
    });
  }

  return (
    <>
      <AdminPageHeaderPublic />
      <div className={styles.loginWrap}>
        {pending ? (
          <SecondFactorForm
            methods={pending.methods}
            onSubmitCode={(code) => void submitCode(code)}
            onUsePasskey={() => void signInWithPasskey()}
            onCancel={() => {
              setPending(null);
              setError(null);
            }}
            submitting={submitting}
            error={error}
          />
        ) : (
          <LoginForm
            onSubmit={(credentials) => void signIn(credentials)}
            submitting={submitting}
            error={error}
            title="Admin account"
            submitLabel={messages.signIn}
            note="Sessions end after 30 minutes without activity, and 12 hours after signing in."
          />
        )}
      </div>
    </>
  );
}
