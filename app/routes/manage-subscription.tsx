import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { ManageSubscriptionPage } from './-components/payment/ManageSubscriptionPage';

const path = '/manage-subscription';

interface ManageSubscriptionSearch {
  /** the one-time token of an emailed link (functions/portal-links.ts) */
  token?: string;
}

/** A token is kept only if it could be one; anything else reads as the plain page. */
function validateManageSubscriptionSearch(search: Record<string, unknown>): ManageSubscriptionSearch {
  const token = search.token;
  return { token: typeof token === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : undefined };
}

export const Route = createFileRoute('/manage-subscription')({
  validateSearch: validateManageSubscriptionSearch,
  head: () => pageHead(path, publicPages[path]),
  component: function ManageSubscriptionRoute() {
    const { token } = Route.useSearch();
    return <ManageSubscriptionPage page={publicPages[path]} token={token} />;
  },
});
