import { guardedPages, publicPages, type GuardedPath, type PublicPath } from '../../../domain/pages';
import { PageHeader } from '../../../design-system';
import { pageHead } from '../../seo';

/**
 * Route options for a page whose full content belongs to a later issue: it already has its
 * real title, description and head tags (public pages are rendered on the server with them;
 * guarded pages never go to search engines).
 */
export function placeholderRoute(path: PublicPath | GuardedPath) {
  const guarded = path in guardedPages;
  const page = guarded ? guardedPages[path as GuardedPath] : publicPages[path as PublicPath];
  return {
    head: () => pageHead(path, page, guarded ? { noIndex: true } : {}),
    component: function PlaceholderPage() {
      return <PageHeader title={page.heading} lede={page.description} />;
    },
  };
}
