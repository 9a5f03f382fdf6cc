import { createFileRoute } from '@tanstack/react-router';
import { clientPortalPage } from '../../domain/marketing/client-portal';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/client-portal';

export const Route = createFileRoute('/client-portal')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={clientPortalPage} />;
  },
});
