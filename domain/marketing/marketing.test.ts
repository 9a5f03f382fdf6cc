/**
 * The marketing copy keeps its promises: the spec's claims appear with the spec's figures,
 * prices come from the tables, every page leads somewhere useful, and nothing is filler.
 */
import { describe, expect, it } from 'vitest';
import { marketingClaims } from '../constants';
import { publicPages } from '../pages';
import { auditPackages } from './audits';
import { marketingStats } from './claims';
import { imagesOf, linksOf, marketingPages } from './index';
import { implementationPackages } from './implementation';

const conversionPaths = new Set(['/contact', '/booking']);
const productPaths = new Set([
  '/hosting',
  '/pricing',
  '/ab-testing',
  '/heat-map',
  '/customer-workflows',
  '/subscription-services',
  '/live-chat',
  '/workflow-automation',
  '/hosting-automation',
  '/website-audit',
  '/audit-packages',
]);

describe('marketing pages', () => {
  it("starts every hero point with a capital, like the list it stands in", () => {
    for (const [path, page] of Object.entries(marketingPages)) {
      const points: readonly string[] = 'points' in page.hero ? page.hero.points : [];
      for (const point of points) expect(point, `${path}: ${point}`).toMatch(/^[A-Z0-9$]/);
    }
  });

  it('covers exactly the marketing routes, each a public page', () => {
    for (const path of Object.keys(marketingPages)) expect(publicPages, path).toHaveProperty([path]);
  });

  it.each(Object.entries(marketingPages))('%s leads to a product page, /contact or /booking', (_path, content) => {
    const targets = linksOf(content).map((link) => link.to);
    expect(targets.some((to) => conversionPaths.has(to) || productPaths.has(to))).toBe(true);
  });

  it.each(Object.entries(marketingPages))('%s links only to pages of this site', (_path, content) => {
    for (const link of linksOf(content)) {
      expect(link.to in publicPages, link.to).toBe(true);
      expect(link.label.trim().length).toBeGreaterThan(2);
    }
  });

  it.each(Object.entries(marketingPages))('%s has no placeholder text', (_path, content) => {
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/lorem|ipsum|dolor sit|TODO|TBD|placeholder/i);
  });

  it('gives every picture a shipped file and a real description', () => {
    for (const content of Object.values(marketingPages)) {
      for (const image of imagesOf(content)) {
        expect(image.src).toMatch(/^\/(portfolio|illustrations)\/[a-z-]+\.svg$/);
        expect(image.alt.length).toBeGreaterThan(30);
      }
    }
  });
});

describe('claims and prices', () => {
  it('states the four marketing claims with the spec figures', () => {
    const text = JSON.stringify(marketingStats);
    expect(text).toContain(`${marketingClaims.hostingDiscountPercent}%`);
    expect(text).toContain(marketingClaims.uptimeGuarantee);
    expect(text).toContain(`${marketingClaims.pageLoadSeconds}`);
    expect(text).toContain(String(marketingClaims.dataCentres));
  });

  it('never calls the limited-time discount a contract promise', () => {
    const discount = marketingStats.find((stat) => stat.id === 'discount')!;
    expect(discount.detail).toMatch(/limited time/i);
    for (const [path, page] of Object.entries(marketingPages))
      for (const section of page.sections)
        if (section.kind === 'stats' && section.stats.includes(discount))
          expect(section.section?.title ?? '', path).not.toMatch(/contract|promise/i);
  });

  it('never states a different uptime, discount or data-centre count anywhere', () => {
    const text = JSON.stringify(marketingPages);
    for (const match of text.matchAll(/(\d+(?:\.\d+)?)% uptime/g)) expect(match[1] + '%').toBe(marketingClaims.uptimeGuarantee);
    for (const match of text.matchAll(/(\d+)% off/g)) expect(Number(match[1])).toBe(marketingClaims.hostingDiscountPercent);
    for (const match of text.matchAll(/(\d+) data centres/g)) expect(Number(match[1])).toBe(marketingClaims.dataCentres);
  });

  it('prices packages in whole dollars, cheapest first, with one most popular', () => {
    for (const packages of [auditPackages, implementationPackages]) {
      const prices = packages.map((pkg) => pkg.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const price of prices) expect(Number.isInteger(price)).toBe(true);
      expect(packages.filter((pkg) => 'popular' in pkg && pkg.popular)).toHaveLength(1);
    }
  });
});
