import { createFileRoute } from '@tanstack/react-router';
import { privacyPage } from '../../domain/marketing/legal';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/privacy';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={privacyPage} />;
  },
});
