import { createFileRoute } from '@tanstack/react-router';
import { socialMediaPage } from '../../domain/marketing/services';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/services/social-media';

export const Route = createFileRoute('/services/social-media')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={socialMediaPage} />;
  },
});
