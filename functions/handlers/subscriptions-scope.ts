import { hostingPlans, stripeCatalogue } from '../../domain';
import type { Queryable } from '../db/index';
import { hostingLookupKey } from '../db/seed';

/**
 * Once a real subscription exists, the seeded sample rows no longer count; until then they
 * give a new install its figures.
 */
export async function useSampleSubscriptions(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ real: boolean }>('select exists (select 1 from subscriptions where not sample) as real');
  return !rows[0]?.real;
}

/** The catalogue's name for a lookup key. */
export function planLabel(lookupKey: string | null): string {
  if (!lookupKey) return 'Unknown plan';
  const sold = stripeCatalogue.find((p) => p.lookupKey === lookupKey);
  if (sold) return sold.product;
  const hosting = hostingPlans.find((p) => hostingLookupKey(p.id) === lookupKey);
  return hosting?.name ?? lookupKey;
}
