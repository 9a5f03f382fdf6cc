import { hostingPlans, stripeCatalogue } from '../../domain';
import { hostingLookupKey } from '../db/seed';

/** The catalogue's name for a lookup key. */
export function planLabel(lookupKey: string | null): string {
  if (!lookupKey) return 'Unknown plan';
  const sold = stripeCatalogue.find((p) => p.lookupKey === lookupKey);
  if (sold) return sold.product;
  const hosting = hostingPlans.find((p) => hostingLookupKey(p.id) === lookupKey);
  return hosting?.name ?? lookupKey;
}
