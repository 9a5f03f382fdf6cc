import { createFileRoute } from '@tanstack/react-router';
import { businessAutomationPage } from '../../domain/marketing/automation';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/business-automation';

export const Route = createFileRoute('/business-automation')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={businessAutomationPage} />;
  },
});
