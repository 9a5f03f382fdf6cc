import { createFileRoute } from '@tanstack/react-router';
import { portfolioPage } from '../../domain/marketing/portfolio';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/portfolio';

export const Route = createFileRoute('/portfolio')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={portfolioPage} />;
  },
});
