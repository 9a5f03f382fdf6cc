import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminInvitePage } from './-components/admin/AdminInvitePage';

/** Where an invitation link leads (`#token=...`; `?token=` works too). Not in any navigation, not indexed. */
export const Route = createFileRoute('/admin/invite')({
  head: () => pageHead('/admin/invite', publicPages['/admin/invite']),
  component: AdminInvitePage,
});
