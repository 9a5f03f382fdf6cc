import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { chosenAddOnIds, hostingPlanIds, type HostingPlanId } from '../../domain/plans';
import { pageHead } from '../seo';
import { ContactPage } from './-components/forms/ContactPage';

const path = '/contact';

export interface ContactSearch {
  /** a hosting plan chosen on /hosting (Get Started); anything else is dropped */
  plan?: HostingPlanId;
  /** hosting add-ons ticked on /hosting, comma-separated ids; unknown ones are dropped */
  addons?: string;
}

export function validateContactSearch(search: Record<string, unknown>): ContactSearch {
  const plan = search.plan;
  const addons = typeof search.addons === 'string' ? chosenAddOnIds(search.addons).join(',') : '';
  return {
    ...(typeof plan === 'string' && (hostingPlanIds as readonly string[]).includes(plan) ? { plan: plan as HostingPlanId } : {}),
    ...(addons ? { addons } : {}),
  };
}

export const Route = createFileRoute('/contact')({
  validateSearch: validateContactSearch,
  head: () => pageHead(path, publicPages[path]),
  component: ContactRoute,
});

function ContactRoute() {
  const { plan, addons } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContactPage
      page={publicPages[path]}
      planFromLink={plan}
      addOnsFromLink={addons}
      onChoiceChange={(next) => void navigate({ search: validateContactSearch(next), replace: true, resetScroll: false })}
    />
  );
}
