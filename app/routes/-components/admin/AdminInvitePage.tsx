import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Banner, InvitationAcceptForm, PageHeader, Spinner } from '../../../../design-system';
import { publicPages } from '../../../../domain/pages';
import { writeStoredSession } from '../../../admin/session';
import { ApiError } from '../../../api/errors';
import * as styles from './admin.css';

type State =
  | { kind: 'reading' }
  | { kind: 'refused'; title: string; message?: string }
  | { kind: 'ready'; token: string; email: string; name: string; error?: { title: string; message?: string }; submitting?: boolean };

/** The token from `#token=...` (kept out of server logs and Referer headers) or `?token=...`. */
function invitationTokenFrom(location: { hash: string; search: string }): string | null {
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(location.search).get('token');
}

function refusalOf(error: unknown): { title: string; message?: string } {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { title: 'The server could not be reached.', message: 'Check your connection and try again.' };
    if (error.isRateLimited) return { title: 'Too many tries from this connection.', message: 'Wait a few minutes and open the link again.' };
    if (error.kind === 'http' && error.status < 500) return { title: error.message };
  }
  return { title: 'Something went wrong on our side.', message: 'Try again in a moment.' };
}

/**
 * /admin/invite: a new admin opens their one-time link, chooses a name and password, and is
 * signed in. The token leaves the address bar once read, so it does not stay in the history.
 */
export function AdminInvitePage() {
  const navigate = useNavigate();
  const page = publicPages['/admin/invite'];
  const [state, setState] = useState<State>({ kind: 'reading' });

  useEffect(() => {
    const token = invitationTokenFrom(window.location);
    if (!token) {
      setState({ kind: 'refused', title: 'This page needs the link from your invitation.', message: 'Open the link from the invitation email (or the one the admin sent you) again.' });
      return;
    }
    const clean = new URL(window.location.href);
    clean.hash = '';
    clean.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', clean.href);
    let cancelled = false;
    void (async () => {
      try {
        // only this call's schemas (with zod), loaded when needed, not the page's or the whole client's
        const { callAdminInvitation } = await import('../../../api/adminInvitation');
        const invitation = await callAdminInvitation({ action: 'check', token });
        if (!cancelled) setState({ kind: 'ready', token, email: invitation.email, name: invitation.name });
      } catch (error) {
        if (!cancelled) setState({ kind: 'refused', ...refusalOf(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  async function accept(answer: { name: string; password: string }) {
    if (state.kind !== 'ready') return;
    setState({ ...state, submitting: true, error: undefined });
    try {
      const { callAdminInvitation } = await import('../../../api/adminInvitation');
      const accepted = await callAdminInvitation({ action: 'accept', token: state.token, ...answer });
      if (accepted.session) {
        writeStoredSession({ token: accepted.session.token, user: accepted.session.user, lastActivity: Date.now() });
        // an invited admin enrols a second factor before anything else (the server keeps them to it)
        await navigate({ to: '/admin/two-factor', replace: true });
      } else {
        await navigate({ to: '/admin/login', replace: true });
      }
    } catch (error) {
      const problem = refusalOf(error);
      // a used, expired or withdrawn link will not work on a second try: say so instead of the form
      if (error instanceof ApiError && error.kind === 'http' && error.status === 410) setState({ kind: 'refused', ...problem });
      else setState({ ...state, submitting: false, error: problem });
    }
  }

  return (
    <>
      <PageHeader title={page.heading} lede={page.description} />
      <div className={styles.inviteWrap}>
        {state.kind === 'reading' ? (
          <Spinner label="Reading your invitation" showLabel />
        ) : state.kind === 'refused' ? (
          <Banner tone="critical" title={state.title} role="alert">
            {state.message ? <p>{state.message}</p> : null}
            <p>
              Already an admin? <Link to="/admin/login">Sign in</Link>.
            </p>
          </Banner>
        ) : (
          <InvitationAcceptForm
            email={state.email}
            defaultName={state.name}
            onSubmit={(answer) => void accept(answer)}
            submitting={state.submitting ?? false}
            error={state.error ?? null}
          />
        )}
      </div>
    </>
  );
}
