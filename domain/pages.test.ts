/**
 * Each page's words are its own: search results and shared links tell pages apart by their
 * title and description, so no two pages may share either.
 */
import { describe, expect, it } from 'vitest';
import { projectPricing } from './marketing/shared';
import { guardedPages, noIndexPaths, notFoundPage, publicPages } from './pages';
import { formatUsd } from './plans';

const pages = [...Object.entries(publicPages), ...Object.entries(guardedPages), ['(not found)', notFoundPage] as const];

function duplicates(values: ReadonlyArray<readonly [string, string]>): string[] {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const [path, value] of values) {
    const key = value.trim().toLowerCase();
    const other = seen.get(key);
    if (other) clashes.push(`${other} and ${path}: "${value}"`);
    else seen.set(key, path);
  }
  return clashes;
}

describe('page words', () => {
  it('gives no two pages the same title', () => {
    expect(duplicates(pages.map(([path, page]) => [path, page.title] as const))).toEqual([]);
  });

  it('gives no two pages the same description', () => {
    expect(duplicates(pages.map(([path, page]) => [path, page.description] as const))).toEqual([]);
  });

  it('gives no two pages the same heading', () => {
    expect(duplicates(pages.map(([path, page]) => [path, page.heading] as const))).toEqual([]);
  });

  it('gives indexable pages descriptions a search result can show: sentences of 50 to 200 characters', () => {
    const indexable = Object.entries(publicPages).filter(([path]) => !noIndexPaths.includes(path as keyof typeof publicPages));
    for (const [path, page] of indexable) {
      expect(page.description.length, path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, path).toBeLessThanOrEqual(200);
      expect(page.description, path).toMatch(/[.!?]$/);
    }
  });

  it("says in /pricing's description where the agency's own work starts, not only the subscriptions", () => {
    const { description } = publicPages['/pricing'];
    expect(description).toContain(`websites from ${formatUsd(projectPricing.website)}`);
    expect(description).toContain(`online stores from ${formatUsd(projectPricing.onlineStore)}`);
  });

  it('keeps the agency name out of page titles (pageHead adds it once)', () => {
    for (const [path, page] of pages) expect(page.title, path).not.toMatch(/Lone Star Web Studio/i);
  });

  it('marks only public pages as noindex', () => {
    for (const path of noIndexPaths) expect(Object.keys(publicPages)).toContain(path);
  });
});
