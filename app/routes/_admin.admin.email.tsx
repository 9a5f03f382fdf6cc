import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminEmailPage } from './-components/admin/AdminEmailPage';

export const Route = createFileRoute('/_admin/admin/email')({
  head: () => pageHead('/admin/email', guardedPages['/admin/email'], { noIndex: true }),
  component: AdminEmailPage,
});
