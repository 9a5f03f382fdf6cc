import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { CustomerWorkflowsPage } from './-components/customer-workflows/CustomerWorkflowsPage';

const path = '/customer-workflows';

/** Stripe sends the visitor back with ?success=true (or ?canceled=true) and a session id. */
interface CustomerWorkflowsSearch {
  success?: true;
  canceled?: true;
}

const isTrue = (value: unknown) => value === true || value === 'true';

export const Route = createFileRoute('/customer-workflows')({
  validateSearch: (search: Record<string, unknown>): CustomerWorkflowsSearch => ({
    ...(isTrue(search.success) ? { success: true } : {}),
    ...(isTrue(search.canceled) ? { canceled: true } : {}),
  }),
  head: () => pageHead(path, publicPages[path]),
  component: function CustomerWorkflowsRoute() {
    const search = Route.useSearch();
    return (
      <CustomerWorkflowsPage
        page={publicPages[path]}
        returnedFrom={search.success ? 'success' : search.canceled ? 'canceled' : null}
      />
    );
  },
});
