import { publicPages, type PublicPath } from '../../../domain/pages';
import { PageHeader } from '../../../design-system';
import { pageHead } from '../../seo';

/**
 * Route options for a page whose full content belongs to a later issue: it already has its
 * real title, description and head tags, rendered on the server like every public page.
 */
export function placeholderRoute(path: PublicPath) {
  const page = publicPages[path];
  return {
    head: () => pageHead(path, page),
    component: function PlaceholderPage() {
      return <PageHeader title={page.heading} lede={page.description} />;
    },
  };
}
