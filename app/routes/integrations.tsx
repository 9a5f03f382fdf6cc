import { createFileRoute } from '@tanstack/react-router';
import { integrationsPage } from '../../domain/marketing/integrations';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/integrations';

export const Route = createFileRoute('/integrations')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={integrationsPage} />;
  },
});
