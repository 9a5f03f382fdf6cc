import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { heatMapProduct } from '../../domain/products';
import { validatePlanPageSearch } from '../checkout/search';
import { pageHead } from '../seo';
import { HeatMapDemo } from './-components/plans/HeatMapDemo';
import { ProductPage } from './-components/plans/ProductPage';

export const Route = createFileRoute('/heat-map')({
  validateSearch: validatePlanPageSearch,
  head: () => pageHead('/heat-map', publicPages['/heat-map']),
  component: HeatMapPage,
});

function HeatMapPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductPage
      product={heatMapProduct}
      page={publicPages['/heat-map']}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      demo={<HeatMapDemo />}
    />
  );
}
