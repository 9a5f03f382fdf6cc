import { createFileRoute } from '@tanstack/react-router';
import { implementationPage } from '../../domain/marketing/implementation';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/implementation-services';

export const Route = createFileRoute('/implementation-services')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={implementationPage} />;
  },
});
