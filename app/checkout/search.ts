/**
 * The search parameters of the plan pages, validated (CONVENTIONS: search params are
 * validated): `tab` opens a tab by link, `success` / `canceled` are checkout's return targets
 * (spec section 2), and `session_id` is the Checkout Session Stripe appends on success.
 */
export const productTabs = ['overview', 'pricing', 'features', 'demo'] as const;
export type ProductTab = (typeof productTabs)[number];

export interface PlanPageSearch {
  tab?: ProductTab;
  success?: true;
  canceled?: true;
  session_id?: string;
}

const isTrue = (value: unknown) => value === true || value === 'true';

/** Unknown or malformed values are dropped rather than failing the page. */
export function validatePlanPageSearch(search: Record<string, unknown>): PlanPageSearch {
  const result: PlanPageSearch = {};
  if (typeof search.tab === 'string' && (productTabs as readonly string[]).includes(search.tab)) result.tab = search.tab as ProductTab;
  if (isTrue(search.success)) result.success = true;
  else if (isTrue(search.canceled)) result.canceled = true;
  if (typeof search.session_id === 'string' && /^cs_[A-Za-z0-9_]{1,200}$/.test(search.session_id)) result.session_id = search.session_id;
  return result;
}

/** Search params of /pricing: only checkout's return targets. */
export function validatePricingSearch(search: Record<string, unknown>): Omit<PlanPageSearch, 'tab'> {
  const { tab: _tab, ...rest } = validatePlanPageSearch(search);
  return rest;
}
