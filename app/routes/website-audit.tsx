import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { WebsiteAuditPage } from './-components/forms/WebsiteAuditPage';

const path = '/website-audit';

export const Route = createFileRoute('/website-audit')({
  head: () => pageHead(path, publicPages[path]),
  component: function WebsiteAuditRoute() {
    return <WebsiteAuditPage page={publicPages[path]} />;
  },
});
