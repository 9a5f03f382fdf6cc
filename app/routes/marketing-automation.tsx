import { createFileRoute } from '@tanstack/react-router';
import { marketingAutomationPage } from '../../domain/marketing/automation';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/marketing-automation';

export const Route = createFileRoute('/marketing-automation')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={marketingAutomationPage} />;
  },
});
