/**
 * Structured data (schema.org JSON-LD) for search engines, built from the domain tables and
 * looked up by path, so pageHead adds it to a route without the route saying anything:
 * - the home and contact pages describe the agency as a local professional service in Texas;
 * - plan pages describe their products with one offer per plan, at the domain's prices.
 */
import { agency } from '../domain/navigation';
import { abTestingPlans, customerWorkflowPlans, heatMapPlans, hostingPlans } from '../domain/plans';
import { planFamilies, type PlanFamilyId } from '../domain/products';
import { publicPages, type PublicPath } from '../domain/pages';
import { icons, ogImage } from './site-assets';

type JsonPrimitive = string | number | boolean | null;
export type JsonLdValue = JsonPrimitive | JsonLd | readonly JsonLdValue[];
export interface JsonLd {
  readonly [key: string]: JsonLdValue;
}

const context = 'https://schema.org';
const currency = 'USD';

/** The agency as a local business: the same facts the footer shows, in machine form. */
export function agencyJsonLd(origin: string): JsonLd {
  const home = new URL('/', origin).href;
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': `${home}#agency`,
    name: agency.name,
    description: agency.tagline,
    url: home,
    logo: new URL(icons.manifest[1].path, origin).href,
    image: new URL(ogImage.path, origin).href,
    telephone: agency.phone,
    email: agency.email,
    priceRange: agency.priceRange,
    address: {
      '@type': 'PostalAddress',
      addressLocality: agency.city,
      addressRegion: agency.region,
      postalCode: agency.postalCode,
      addressCountry: agency.country,
    },
    areaServed: { '@type': 'State', name: agency.regionName },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: agency.openingDays, opens: agency.opens, closes: agency.closes },
    ],
  };
}

interface PlanOffer {
  /** the plan's name; the offer is called "<family> <plan>" unless `ownName` says otherwise */
  readonly name: string;
  readonly ownName?: boolean;
  readonly monthlyPrice: number;
  /** the price before the hosting discount */
  readonly listPrice?: number;
}

/** What each plan family sells: names and monthly prices straight from plans.ts. */
const familyOffers: Record<PlanFamilyId, readonly PlanOffer[]> = {
  'ab-testing': abTestingPlans.map((p) => ({ name: p.name, monthlyPrice: p.monthlyPrice })),
  'heat-map': heatMapPlans.map((p) => ({ name: p.name, monthlyPrice: p.monthlyPrice })),
  'customer-workflows': customerWorkflowPlans.map((p) => ({ name: p.name, monthlyPrice: p.monthlyPrice })),
  // hosting plan names already say what they are ("Starter Cloud")
  hosting: hostingPlans.map((p) => ({ name: p.name, ownName: true, monthlyPrice: p.price, listPrice: p.originalPrice })),
};

/** A price billed every month. */
function monthly(price: number, priceType?: string): JsonLd {
  return {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: currency,
    unitCode: 'MON',
    billingDuration: 'P1M',
    ...(priceType ? { priceType } : {}),
  };
}

/** One plan family as a Product with an AggregateOffer listing every plan at its price. */
export function productJsonLd(familyId: PlanFamilyId, origin: string, withContext = true): JsonLd {
  const family = planFamilies.find((f) => f.id === familyId);
  if (!family) throw new Error(`no plan family ${familyId}`);
  const url = new URL(family.path, origin).href;
  const offers = familyOffers[familyId];
  const prices = offers.map((o) => o.monthlyPrice);
  const seller = { '@type': 'Organization', name: agency.name, url: new URL('/', origin).href };
  return {
    ...(withContext ? { '@context': context } : {}),
    '@type': 'Product',
    '@id': `${url}#product`,
    name: family.name,
    description: family.summary,
    url,
    image: new URL(ogImage.path, origin).href,
    brand: { '@type': 'Brand', name: agency.name },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: currency,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: offers.length,
      offers: offers.map((offer) => ({
        '@type': 'Offer',
        name: offer.ownName ? offer.name : `${family.name} ${offer.name}`,
        price: offer.monthlyPrice,
        priceCurrency: currency,
        priceSpecification:
          offer.listPrice === undefined
            ? monthly(offer.monthlyPrice)
            : [monthly(offer.monthlyPrice), monthly(offer.listPrice, 'https://schema.org/ListPrice')],
        availability: 'https://schema.org/InStock',
        url,
        seller,
      })),
    },
  };
}

/** Which pages carry which structured data. */
const byPath: Partial<Record<PublicPath, (origin: string) => readonly JsonLd[]>> = {
  '/': (origin) => [agencyJsonLd(origin)],
  '/contact': (origin) => [agencyJsonLd(origin)],
  '/ab-testing': (origin) => [productJsonLd('ab-testing', origin)],
  '/heat-map': (origin) => [productJsonLd('heat-map', origin)],
  '/customer-workflows': (origin) => [productJsonLd('customer-workflows', origin)],
  '/hosting': (origin) => [productJsonLd('hosting', origin)],
  '/pricing': (origin) => [
    {
      '@context': context,
      '@graph': planFamilies.map((f) => productJsonLd(f.id, origin, false)),
    },
  ],
};

/** The JSON-LD documents of a page; none for pages without structured data. */
export function structuredDataFor(path: string, origin: string): readonly JsonLd[] {
  const build = path in publicPages ? byPath[path as PublicPath] : undefined;
  return build ? build(origin) : [];
}
