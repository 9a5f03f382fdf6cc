import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { waitLabel } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import { LoginForm, type LoginCredentials, type LoginFormError } from '../../../../design-system';
import { writeStoredSession } from '../../../admin/session';
import { ApiError } from '../../../api/errors';
import { AdminPageHeaderPublic } from './AdminPageHeaderPublic';
import * as styles from './admin.css';

/** What to tell the admin about a failed sign-in. */
export function loginErrorOf(error: unknown): LoginFormError {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { title: messages.adminLoginUnreachable };
    if (error.isRateLimited) {
      return {
        title: messages.adminLoginTooManyAttempts,
        message: error.retryAfter !== undefined ? `Please wait ${waitLabel(error.retryAfter)} before trying again.` : 'Please wait a while before trying again.',
      };
    }
    if (error.kind === 'http' && error.status === 401) return { title: messages.adminLoginFailed };
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

  async function signIn(credentials: LoginCredentials) {
    setSubmitting(true);
    setError(null);
    try {
      // The client (with zod) is loaded by the first sign-in, not with the page.
      const { api } = await import('../../../api/client');
      const answer = await api.adminLogin(credentials);
      writeStoredSession({ token: answer.token, user: answer.user, lastActivity: Date.now() });
      await navigate({ href: redirect ?? '/admin', replace: true });
    } catch (caught) {
      if (!(caught instanceof ApiError) || caught.kind !== 'http' || caught.status >= 500) console.error('[admin-login] sign-in failed', caught);
      setError(loginErrorOf(caught));
      setSubmitting(false);
    }
  }

  return (
    <>
      <AdminPageHeaderPublic />
      <div className={styles.loginWrap}>
        <LoginForm
          onSubmit={(credentials) => void signIn(credentials)}
          submitting={submitting}
          error={error}
          title="Admin account"
          submitLabel={messages.signIn}
          note="Sessions end after 30 minutes without activity, and 12 hours after signing in."
        />
      </div>
    </>
  );
}
