import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { hostingPlanIds, type HostingPlanId } from '../../domain/plans';
import { pageHead } from '../seo';
import { ContactPage } from './-components/forms/ContactPage';

const path = '/contact';

export interface ContactSearch {
  /** a hosting plan chosen on /hosting (Get Started); anything else is dropped */
  plan?: HostingPlanId;
}

export function validateContactSearch(search: Record<string, unknown>): ContactSearch {
  const plan = search.plan;
  return typeof plan === 'string' && (hostingPlanIds as readonly string[]).includes(plan) ? { plan: plan as HostingPlanId } : {};
}

export const Route = createFileRoute('/contact')({
  validateSearch: validateContactSearch,
  head: () => pageHead(path, publicPages[path]),
  component: ContactRoute,
});

function ContactRoute() {
  const { plan } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContactPage
      page={publicPages[path]}
      planFromLink={plan}
      onPlanChange={(next) => void navigate({ search: next ? { plan: next } : {}, replace: true, resetScroll: false })}
    />
  );
}
