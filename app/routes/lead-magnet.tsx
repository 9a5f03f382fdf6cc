import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { LeadMagnetPage } from './-components/forms/LeadMagnetPage';

const path = '/lead-magnet';

export const Route = createFileRoute('/lead-magnet')({
  head: () => pageHead(path, publicPages[path]),
  component: function LeadMagnetRoute() {
    return <LeadMagnetPage page={publicPages[path]} />;
  },
});
