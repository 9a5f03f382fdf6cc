import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { validatePricingSearch } from '../checkout/search';
import { pageHead } from '../seo';
import { PricingPage } from './-components/plans/PricingPage';

export const Route = createFileRoute('/pricing')({
  validateSearch: validatePricingSearch,
  head: () => pageHead('/pricing', publicPages['/pricing']),
  component: function Pricing() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PricingPage
        page={publicPages['/pricing']}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      />
    );
  },
});
