import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminLoginPage } from './-components/admin/AdminLoginPage';

/** Only a path on this site, never another origin (an open redirect). */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}

/** Where the guard sends a visitor without a session; `redirect` is where they were going. */
export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  head: () => pageHead('/admin/login', publicPages['/admin/login']),
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { redirect } = Route.useSearch();
  return <AdminLoginPage redirect={redirect} />;
}
