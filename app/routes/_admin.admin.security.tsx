import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminSecurityPage } from './-components/admin/AdminSecurityPage';

export const Route = createFileRoute('/_admin/admin/security')({
  head: () => pageHead('/admin/security', guardedPages['/admin/security'], { noIndex: true }),
  component: AdminSecurityPage,
});
