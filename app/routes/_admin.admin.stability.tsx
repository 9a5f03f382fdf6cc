import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminStabilityPage } from './-components/admin/AdminStabilityPage';

export const Route = createFileRoute('/_admin/admin/stability')({
  head: () => pageHead('/admin/stability', guardedPages['/admin/stability'], { noIndex: true }),
  component: AdminStabilityPage,
});
