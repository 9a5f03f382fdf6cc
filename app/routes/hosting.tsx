import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { HostingPage } from './-components/hosting/HostingPage';

const path = '/hosting';

export const Route = createFileRoute('/hosting')({
  head: () => pageHead(path, publicPages[path]),
  component: function HostingRoute() {
    return <HostingPage page={publicPages[path]} />;
  },
});
