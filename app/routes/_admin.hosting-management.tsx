import { createFileRoute } from '@tanstack/react-router';
import { guardedPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { HostingManagementPage } from './-components/admin/HostingManagementPage';
import { hostingTabs, type HostingTab } from './-components/admin/hostingTabs';

export const Route = createFileRoute('/_admin/hosting-management')({
  validateSearch: (search: Record<string, unknown>): { tab?: HostingTab } =>
    hostingTabs.includes(search.tab as HostingTab) && search.tab !== 'overview' ? { tab: search.tab as HostingTab } : {},
  head: () => pageHead('/hosting-management', guardedPages['/hosting-management'], { noIndex: true }),
  component: HostingManagementRoute,
});

function HostingManagementRoute() {
  const { tab = 'overview' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HostingManagementPage tab={tab} onTabChange={(next) => void navigate({ search: next === 'overview' ? {} : { tab: next }, replace: true })} />;
}
