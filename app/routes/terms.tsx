import { createFileRoute } from '@tanstack/react-router';
import { termsPage } from '../../domain/marketing/legal';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/terms';

export const Route = createFileRoute('/terms')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={termsPage} />;
  },
});
