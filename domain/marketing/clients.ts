/**
 * Businesses we work with, named in logo strips. Invented for this site, like every client in
 * the portfolio: believable Texas small businesses, none of them real.
 */
import type { ClientMark } from './types';

export const clientMarks = [
  { id: 'pecan-street-bakery', name: 'Pecan Street Bakery', detail: 'Bakery, San Antonio', icon: 'croissant' },
  { id: 'gulf-coast-comfort', name: 'Gulf Coast Comfort', detail: 'HVAC, Houston', icon: 'wrench' },
  { id: 'hill-country-law', name: 'Hill Country Law', detail: 'Law office, Austin', icon: 'scale' },
  { id: 'trinity-family-clinic', name: 'Trinity Family Clinic', detail: 'Clinic, Dallas', icon: 'heart-pulse' },
  { id: 'el-paso-smokehouse', name: 'Sun City Smokehouse', detail: 'Restaurant, El Paso', icon: 'flame' },
  { id: 'bluebonnet-boutique', name: 'Bluebonnet Boutique', detail: 'Clothing store, Fort Worth', icon: 'store' },
] as const satisfies readonly ClientMark[];

/** Services we connect websites to (names only: no partner logos are shown). */
export const integrationPartners = [
  { id: 'stripe', name: 'Stripe', detail: 'Payments', icon: 'credit-card' },
  { id: 'square', name: 'Square', detail: 'Point of sale', icon: 'store' },
  { id: 'google-business', name: 'Google Business Profile', detail: 'Maps and reviews', icon: 'map-pin' },
  { id: 'quickbooks', name: 'QuickBooks Online', detail: 'Accounting', icon: 'receipt' },
  { id: 'mailchimp', name: 'Mailchimp', detail: 'Email marketing', icon: 'mail' },
  { id: 'calendly', name: 'Calendly', detail: 'Scheduling', icon: 'calendar' },
] as const satisfies readonly ClientMark[];
