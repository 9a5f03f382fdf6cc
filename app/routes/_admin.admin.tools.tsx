import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminToolsPage } from './-components/admin/AdminToolsPage';

export const Route = createFileRoute('/_admin/admin/tools')({
  head: () => pageHead('/admin/tools', guardedPages['/admin/tools'], { noIndex: true }),
  component: AdminToolsPage,
});
