import { createFileRoute } from '@tanstack/react-router';
import { auditPackagesPage } from '../../domain/marketing/audits';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/audit-packages';

export const Route = createFileRoute('/audit-packages')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={auditPackagesPage} />;
  },
});
