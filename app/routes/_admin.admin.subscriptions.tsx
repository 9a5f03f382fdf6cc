import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminSubscriptionsPage } from './-components/admin/AdminSubscriptionsPage';

export const Route = createFileRoute('/_admin/admin/subscriptions')({
  head: () => pageHead('/admin/subscriptions', guardedPages['/admin/subscriptions'], { noIndex: true }),
  component: AdminSubscriptionsPage,
});
