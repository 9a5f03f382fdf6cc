import type { ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { publicPages } from '../../../../domain/pages';
import type { PlanProduct } from '../../../../domain/products';
import { pageHead } from '../../../seo';
import { ProductPage } from './ProductPage';

type ProductPath = '/ab-testing' | '/heat-map';

/** A plan product page's head (/ab-testing, /heat-map). */
export const productHead = (path: ProductPath) => () => pageHead(path, publicPages[path]);

/**
 * A plan product's page as its route shows it: ProductPage with the route's search, whose tab and
 * checkout note are replaced (not pushed) on change.
 */
export function ProductRoutePage({ path, product, demo }: { path: ProductPath; product: PlanProduct; demo: ReactNode }) {
  const search = useSearch({ from: path });
  const navigate = useNavigate({ from: path });
  return (
    <ProductPage
      product={product}
      page={publicPages[path]}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      demo={demo}
    />
  );
}
