import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { validatePricingSearch } from '../checkout/search';
import { pageHead } from '../seo';
import { CustomerWorkflowsPage } from './-components/customer-workflows/CustomerWorkflowsPage';

const path = '/customer-workflows';

export const Route = createFileRoute('/customer-workflows')({
  // Stripe sends the visitor back with ?success=true and a session id (or ?canceled=true).
  validateSearch: validatePricingSearch,
  head: () => pageHead(path, publicPages[path]),
  component: function CustomerWorkflowsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CustomerWorkflowsPage
        page={publicPages[path]}
        search={search}
        onDismissNotice={() => {
          void navigate({ search: {}, replace: true });
          document.getElementById('main')?.focus();
        }}
      />
    );
  },
});
