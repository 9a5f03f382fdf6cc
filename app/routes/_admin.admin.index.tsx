import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminOverviewPage } from './-components/admin/AdminOverviewPage';

export const Route = createFileRoute('/_admin/admin/')({
  head: () => pageHead('/admin', guardedPages['/admin'], { noIndex: true }),
  component: AdminOverviewPage,
});
