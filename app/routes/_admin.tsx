import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from './-components/admin/AdminLayout';
import { AdminVerifyingAccess } from './-components/admin/GuardScreens';

/**
 * The access guard's layout (spec sections 4 and 6). Guarded pages render in the browser only
 * (`ssr: false`): the server sends the Verifying Access screen, and the guard machine runs in
 * the browser, where the stored session lives (see AdminLayout).
 */
export const Route = createFileRoute('/_admin')({
  ssr: false,
  pendingComponent: AdminVerifyingAccess,
  pendingMs: 0,
  component: AdminLayout,
});
