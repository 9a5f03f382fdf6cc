import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { messages } from '../../../../domain/messages';
import { adminNav } from '../../../../domain/navigation';
import { guardedPages } from '../../../../domain/pages';
import { AdminBar } from '../../../../design-system';
import { AdminSessionContext, type AdminSessionValue } from '../../../admin/AdminSession';
import { createAdminQueryClient } from '../../../admin/queryClient';
import { clearStoredSession } from '../../../admin/session';
import { api } from '../../../api/client';
import { adminGuardMachine } from '../../../machines/adminGuardMachine';
import { AdminSessionExpired, AdminVerifyingAccess } from './GuardScreens';

/**
 * The guarded area (spec sections 4 and 6). `adminGuardMachine` is the one place that decides:
 * it reads the stored session, verifies it with the server, and re-checks on every path change
 * and every 5 minutes. This layout only shows what the machine says, and gives the pages their
 * QueryClient (created here, so public pages never load TanStack Query) and the session.
 */
export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const href = location.href;

  const guard = useActorRef(
    adminGuardMachine.provide({
      actions: {
        redirectToLogin: (_, { location: from }) => {
          void navigate({ to: '/admin/login', search: { redirect: from }, replace: true });
        },
      },
    }),
    { input: { location: href } },
  );
  const state = useSelector(guard, (snapshot) => snapshot.value);
  const verifiedOnce = useSelector(guard, (snapshot) => snapshot.context.verifiedOnce);
  const session = useSelector(guard, (snapshot) => snapshot.context.session);

  // Every path change inside the admin area is checked again (the first location came in as
  // input). A move out of it (to the login page) is not: the layout is on its way out.
  const checkedPath = useRef(location.pathname);
  useEffect(() => {
    if (checkedPath.current === location.pathname || !(location.pathname in guardedPages)) return;
    checkedPath.current = location.pathname;
    guard.send({ type: 'location.changed', location: href });
  }, [guard, href, location.pathname]);

  const [queryClient] = useState(() =>
    createAdminQueryClient({
      onUnauthorized: () => guard.send({ type: 'session.rejected' }),
      // an invited admin without a second factor: the server refuses everything but enrolling
      onEnrolmentRequired: () => void navigate({ to: '/admin/two-factor', replace: true }),
    }),
  );

  const [signingOut, setSigningOut] = useState(false);
  const token = session?.token;
  const signOut = useCallback(() => {
    if (!token) return;
    setSigningOut(true);
    // The server revokes the session; whatever it answers, this browser forgets it.
    void api
      .adminLogout({ token })
      .catch((error: unknown) => console.warn('[admin] sign-out request failed; the session is cleared here anyway', error))
      .finally(() => {
        guard.stop();
        clearStoredSession();
        queryClient.clear();
        void navigate({ to: '/admin/login', replace: true });
      });
  }, [guard, navigate, queryClient, token]);

  const sessionValue = useMemo<AdminSessionValue | null>(
    () => (session ? { session, token: session.token, signOut, signingOut } : null),
    [session, signOut, signingOut],
  );

  if (state === 'expired') return <AdminSessionExpired returnTo={href} />;
  const showPage = sessionValue && (state === 'authorized' || (verifiedOnce && state !== 'unauthorized'));
  if (!showPage) return <AdminVerifyingAccess />;

  return (
    <QueryClientProvider client={queryClient}>
      <AdminSessionContext.Provider value={sessionValue}>
        <AdminBar
          title="Admin"
          links={adminNav}
          userName={sessionValue.session.user.name}
          userEmail={sessionValue.session.user.email}
          signOutLabel={messages.signOut}
          onSignOut={signOut}
          signingOut={signingOut}
        />
        <Outlet />
      </AdminSessionContext.Provider>
    </QueryClientProvider>
  );
}
