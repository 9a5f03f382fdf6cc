import { createFileRoute } from '@tanstack/react-router';
import { aiToolsPage } from '../../domain/marketing/ai-tools';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/ai-tools';

export const Route = createFileRoute('/ai-tools')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={aiToolsPage} />;
  },
});
