import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminTwoFactorPage } from './-components/admin/AdminTwoFactorPage';

export const Route = createFileRoute('/_admin/admin/two-factor')({
  head: () => pageHead('/admin/two-factor', guardedPages['/admin/two-factor'], { noIndex: true }),
  component: AdminTwoFactorPage,
});
