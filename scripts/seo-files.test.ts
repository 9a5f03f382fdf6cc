/**
 * sitemap.xml and robots.txt follow domain/pages.ts: every indexable public page listed with an
 * absolute URL, nothing noindex or guarded listed, and no listed page hidden from crawlers.
 */
import { describe, expect, it } from 'vitest';
import { guardedPages, noIndexPaths, publicPages } from '../domain/pages';
import { disallowedPrefixes, escapeXml, indexablePaths, isDisallowed, robotsTxt, sitemapXml } from './seo-files';

const origin = 'https://example.test';
const built = new Date('2026-03-04T15:16:17Z');

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

describe('sitemap.xml', () => {
  const xml = sitemapXml(origin, built);

  it('lists every indexable public page once, as an absolute URL on the origin', () => {
    const expected = Object.keys(publicPages)
      .filter((path) => !(noIndexPaths as readonly string[]).includes(path))
      .map((path) => new URL(path, origin).href);
    expect(locs(xml)).toEqual(expected);
    expect(new Set(locs(xml)).size).toBe(expected.length);
  });

  it('leaves out noindex and guarded pages', () => {
    for (const path of [...noIndexPaths, ...Object.keys(guardedPages)]) {
      expect(locs(xml), path).not.toContain(new URL(path, origin).href);
    }
  });

  it('is a sitemaps.org urlset with the build day as every lastmod', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
    expect(lastmods).toHaveLength(locs(xml).length);
    expect(new Set(lastmods)).toEqual(new Set(['2026-03-04']));
  });

  it('escapes what XML would misread in a URL', () => {
    expect(escapeXml(`https://example.test/a?b=1&c='<d>"`)).toBe('https://example.test/a?b=1&amp;c=&apos;&lt;d&gt;&quot;');
  });
});

describe('robots.txt', () => {
  const text = robotsTxt(origin);

  it('keeps crawlers out of the admin area and the backend', () => {
    expect(text).toContain('User-agent: *');
    for (const prefix of ['/admin', '/hosting-management', '/api', '/functions']) expect(text).toContain(`Disallow: ${prefix}\n`);
    for (const path of Object.keys(guardedPages)) expect(isDisallowed(path), path).toBe(true);
  });

  it('lets crawlers reach every page in the sitemap', () => {
    for (const path of indexablePaths()) expect(isDisallowed(path), path).toBe(false);
    // A Disallow rule matches by prefix: none may begin a public page's path by accident.
    for (const path of indexablePaths()) {
      for (const prefix of disallowedPrefixes()) expect(path.startsWith(prefix), `${prefix} hides ${path}`).toBe(false);
    }
  });

  it('points at the sitemap by absolute URL', () => {
    expect(text).toMatch(/^Sitemap: https:\/\/example\.test\/sitemap\.xml$/m);
  });
});
