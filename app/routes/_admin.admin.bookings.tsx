import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { AdminBookingsPage } from './-components/admin/AdminBookingsPage';

export const Route = createFileRoute('/_admin/admin/bookings')({
  head: () => pageHead('/admin/bookings', guardedPages['/admin/bookings'], { noIndex: true }),
  component: AdminBookingsPage,
});
