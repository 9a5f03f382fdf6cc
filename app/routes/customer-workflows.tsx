import { createFileRoute, useHydrated } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { validatePricingSearch, type PlanPageSearch } from '../checkout/search';
import { customerWorkflowTabs, type CustomerWorkflowTab } from '../../domain/customer-workflows-page';

interface CustomerWorkflowsSearch extends Omit<PlanPageSearch, 'tab'> {
  tab?: CustomerWorkflowTab;
}
import { pageHead } from '../seo';
import { CustomerWorkflowsPage } from './-components/customer-workflows/CustomerWorkflowsPage';

const path = '/customer-workflows';

export const Route = createFileRoute('/customer-workflows')({
  // ?tab= opens a tab by link (/pricing's "Choose Professional" lands on the plans); Stripe sends
  // the visitor back with ?success=true and a session id (or ?canceled=true).
  validateSearch: (search: Record<string, unknown>): CustomerWorkflowsSearch => {
    const tab = customerWorkflowTabs.find((t) => t.value === search.tab)?.value;
    return { ...validatePricingSearch(search), ...(tab && tab !== 'builder' ? { tab } : {}) };
  },
  head: () => pageHead(path, publicPages[path]),
  component: function CustomerWorkflowsRoute() {
    const { tab, ...search } = Route.useSearch();
    const navigate = Route.useNavigate();
    // Prerendered without a query: the tab from the address opens once hydrated, so the first
    // render matches the HTML.
    const hydrated = useHydrated();
    return (
      <CustomerWorkflowsPage
        page={publicPages[path]}
        search={search}
        tab={(hydrated ? tab : undefined) ?? 'builder'}
        onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next === 'builder' ? undefined : next }), replace: true, resetScroll: false })}
        onDismissNotice={() => {
          void navigate({ search: tab ? { tab } : {}, replace: true });
          document.getElementById('main')?.focus();
        }}
      />
    );
  },
});
