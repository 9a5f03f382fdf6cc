import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminAccountPage } from './-components/admin/AdminAccountPage';

export const Route = createFileRoute('/_admin/admin/account')({
  head: () => pageHead('/admin/account', guardedPages['/admin/account'], { noIndex: true }),
  component: AdminAccountPage,
});
