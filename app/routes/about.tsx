import { createFileRoute } from '@tanstack/react-router';
import { aboutPage } from '../../domain/marketing/about';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/about';

export const Route = createFileRoute('/about')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={aboutPage} />;
  },
});
