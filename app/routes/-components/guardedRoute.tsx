import { guardedPages, type GuardedPath } from '../../../domain/pages';
import { PageHeader } from '../../../design-system';
import { pageHead } from '../../seo';

/** Route options for an admin page whose content belongs to the admin issue. */
export function guardedRoute(path: GuardedPath) {
  const page = guardedPages[path];
  return {
    head: () => pageHead(path, page, { noIndex: true }),
    component: function GuardedPage() {
      return <PageHeader title={page.heading} lede={page.description} />;
    },
  };
}
