import { createFileRoute } from '@tanstack/react-router';
import { abTestingProduct } from '../../domain/products';
import { validatePlanPageSearch } from '../checkout/search';
import { AbTestingDemo } from './-components/plans/AbTestingDemo';
import { productHead, ProductRoutePage } from './-components/plans/productRoute';

export const Route = createFileRoute('/ab-testing')({
  validateSearch: validatePlanPageSearch,
  head: productHead('/ab-testing'),
  component: () => <ProductRoutePage path="/ab-testing" product={abTestingProduct} demo={<AbTestingDemo />} />,
});
