import { createFileRoute } from '@tanstack/react-router';
import { homePage } from '../../domain/marketing/home';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/';

export const Route = createFileRoute('/')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={homePage} />;
  },
});
