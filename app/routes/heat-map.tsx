import { createFileRoute } from '@tanstack/react-router';
import { heatMapProduct } from '../../domain/products';
import { validatePlanPageSearch } from '../checkout/search';
import { HeatMapDemo } from './-components/plans/HeatMapDemo';
import { productHead, ProductRoutePage } from './-components/plans/productRoute';

export const Route = createFileRoute('/heat-map')({
  validateSearch: validatePlanPageSearch,
  head: productHead('/heat-map'),
  component: () => <ProductRoutePage path="/heat-map" product={heatMapProduct} demo={<HeatMapDemo />} />,
});
