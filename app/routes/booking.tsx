import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { BookingPage } from './-components/forms/BookingPage';

const path = '/booking';

export const Route = createFileRoute('/booking')({
  head: () => pageHead(path, publicPages[path]),
  component: function BookingRoute() {
    return <BookingPage page={publicPages[path]} />;
  },
});
