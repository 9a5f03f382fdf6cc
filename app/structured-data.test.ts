/**
 * Structured data says what the domain says: the agency's contact facts, and for every plan page
 * each plan at exactly its price in plans.ts.
 */
import { describe, expect, it } from 'vitest';
import { agency } from '../domain/navigation';
import { abTestingPlans, customerWorkflowPlans, heatMapPlans, hostingPlans } from '../domain/plans';
import { planFamilies, type PlanFamilyId } from '../domain/products';
import { agencyJsonLd, productJsonLd, structuredDataFor } from './structured-data';

const origin = 'https://example.test';

interface Offer {
  '@type': string;
  name: string;
  price: number;
  priceCurrency: string;
  url: string;
  priceSpecification: unknown;
}
interface Product {
  '@type': string;
  name: string;
  url: string;
  offers: { '@type': string; lowPrice: number; highPrice: number; offerCount: number; priceCurrency: string; offers: Offer[] };
}

/** What each plan page sells, written out from plans.ts: [offer name, monthly price]. */
const expected: Record<PlanFamilyId, Array<[string, number]>> = {
  'ab-testing': abTestingPlans.map((p) => [`A/B Testing ${p.name}`, p.monthlyPrice]),
  'heat-map': heatMapPlans.map((p) => [`Heat Maps ${p.name}`, p.monthlyPrice]),
  'customer-workflows': customerWorkflowPlans.map((p) => [`Customer Workflows ${p.name}`, p.monthlyPrice]),
  hosting: hostingPlans.map((p) => [p.name, p.price]),
};

describe('agency JSON-LD', () => {
  const data = agencyJsonLd(origin) as Record<string, any>;

  it('describes a professional service in Texas with the footer’s contact facts', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.name).toBe(agency.name);
    expect(data.url).toBe(`${origin}/`);
    expect(data.telephone).toBe(agency.phone);
    expect(data.email).toBe(agency.email);
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' });
    expect(data.areaServed).toEqual({ '@type': 'State', name: 'Texas' });
    expect(data.priceRange).toBe(agency.priceRange);
    expect(data.logo).toBe(`${origin}/icon-512.png`);
  });

  it('opens on the working days the footer names', () => {
    const [hours] = data.openingHoursSpecification;
    expect(hours.dayOfWeek).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(agency.hours).toMatch(/Monday to Friday, 9 am to 5 pm/);
    expect([hours.opens, hours.closes]).toEqual(['09:00', '17:00']);
  });
});

describe('plan offers', () => {
  it.each(planFamilies.map((f) => [f.path, f.id] as const))('%s offers every plan at its domain price, in US dollars', (path, id) => {
    const [document] = structuredDataFor(path, origin) as unknown as Product[];
    expect(document?.['@type']).toBe('Product');
    const offers = document!.offers.offers;
    expect(offers.map((o) => [o.name, o.price])).toEqual(expected[id]);
    for (const offer of offers) {
      expect(offer['@type']).toBe('Offer');
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.url).toBe(`${origin}${path}`);
    }
    const prices = expected[id].map(([, price]) => price);
    expect(document!.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
    });
  });

  it('shows hosting’s price before the discount as the list price', () => {
    const offers = (productJsonLd('hosting', origin) as unknown as Product).offers.offers;
    offers.forEach((offer, i) => {
      expect(offer.priceSpecification).toEqual([
        expect.objectContaining({ price: hostingPlans[i]!.price, unitCode: 'MON' }),
        expect.objectContaining({ price: hostingPlans[i]!.originalPrice, priceType: 'https://schema.org/ListPrice' }),
      ]);
    });
  });

  it('lists every plan family on /pricing', () => {
    const [document] = structuredDataFor('/pricing', origin) as unknown as Array<{ '@graph': Product[] }>;
    expect(document!['@graph'].map((p) => [p.name, p.url])).toEqual(planFamilies.map((f) => [f.name, `${origin}${f.path}`]));
    expect(document!['@graph'].flatMap((p) => p.offers.offers.map((o) => o.price))).toEqual(
      planFamilies.flatMap((f) => expected[f.id].map(([, price]) => price)),
    );
  });

  it('has nothing for pages without structured data or unknown paths', () => {
    expect(structuredDataFor('/about', origin)).toEqual([]);
    expect(structuredDataFor('/nope', origin)).toEqual([]);
    expect(structuredDataFor('/admin', origin)).toEqual([]);
  });
});
