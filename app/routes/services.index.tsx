import { createFileRoute } from '@tanstack/react-router';
import { servicesPage } from '../../domain/marketing/services';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/services';

export const Route = createFileRoute('/services/')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={servicesPage} />;
  },
});
