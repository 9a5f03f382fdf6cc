import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readStoredSession } from '../admin/session';
import { VerifyingAccess } from './-components/VerifyingAccess';

/**
 * The access guard's layout (spec sections 4 and 6). Guarded pages render in the browser only
 * (`ssr: false`): the server sends the Verifying Access screen, and the check runs on the client
 * where the stored session lives.
 */
export const Route = createFileRoute('/_admin')({
  ssr: false,
  beforeLoad: ({ location }) => {
    if (!readStoredSession()) {
      throw redirect({ to: '/admin/login', search: { redirect: location.href } });
    }
  },
  pendingComponent: VerifyingAccess,
  pendingMs: 0,
  component: Outlet,
});
