/**
 * The marketing claims of spec section 9 as headline figures. The numbers come from
 * constants.ts, so a page can never state a figure the spec does not.
 */
import { marketingClaims as claims } from '../constants';
import type { MarketingStat } from './types';

export const marketingStats = [
  {
    id: 'discount',
    value: `${claims.hostingDiscountPercent}%`,
    label: 'off all hosting plans',
    detail: 'For a limited time, on every hosting plan: each plan shows its price before and after.',
  },
  {
    id: 'uptime',
    value: claims.uptimeGuarantee,
    label: 'uptime guarantee',
    detail: 'Miss it and your next bill is credited, without you asking.',
  },
  {
    id: 'speed',
    value: `< ${claims.pageLoadSeconds}s`,
    label: 'page loads',
    detail: `Sites we build and host load in under ${claims.pageLoadSeconds} seconds.`,
  },
  {
    id: 'data-centres',
    value: String(claims.dataCentres),
    label: 'data centres',
    detail: 'Served from the region nearest your customers, with automatic failover.',
  },
] as const satisfies readonly MarketingStat[];
