import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { abTestingProduct } from '../../domain/products';
import { validatePlanPageSearch } from '../checkout/search';
import { pageHead } from '../seo';
import { AbTestingDemo } from './-components/plans/AbTestingDemo';
import { ProductPage } from './-components/plans/ProductPage';

export const Route = createFileRoute('/ab-testing')({
  validateSearch: validatePlanPageSearch,
  head: () => pageHead('/ab-testing', publicPages['/ab-testing']),
  component: AbTestingPage,
});

function AbTestingPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductPage
      product={abTestingProduct}
      page={publicPages['/ab-testing']}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      demo={<AbTestingDemo />}
    />
  );
}
