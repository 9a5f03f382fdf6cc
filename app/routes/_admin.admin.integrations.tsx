import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminIntegrationsPage } from './-components/admin/AdminIntegrationsPage';

export const Route = createFileRoute('/_admin/admin/integrations')({
  head: () => pageHead('/admin/integrations', guardedPages['/admin/integrations'], { noIndex: true }),
  component: AdminIntegrationsPage,
});
