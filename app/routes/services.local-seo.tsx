import { createFileRoute } from '@tanstack/react-router';
import { localSeoPage } from '../../domain/marketing/services';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/services/local-seo';

export const Route = createFileRoute('/services/local-seo')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={localSeoPage} />;
  },
});
